-- The interface language a contact chose with the app's language switcher
-- (a locale code of core's locale table), applied when they log in; null
-- until they choose, and the page then follows the browser and the
-- organisation locale.
alter table contacts add column locale text;
