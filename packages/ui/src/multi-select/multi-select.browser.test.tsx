import { useState } from 'react';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  accessibleName,
  assert,
  axeViolations,
  describe,
  findAccessible,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  render,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { MultiSelect, type MultiSelectProps } from './multi-select.tsx';
import type { MultiSelectOption } from './filter-options.ts';

const tags: MultiSelectOption[] = [
  { value: 'vol', label: 'Volunteers' },
  { value: 'don', label: 'Donors' },
  { value: 'rev', label: 'Reviewers' },
  { value: 'pan', label: "Readers' panel" },
];

type Extra = Partial<Omit<MultiSelectProps, 'value' | 'onValueChange'>>;

/** A MultiSelect that keeps its own value, with a button before it to tab from; `chosen()` reads the value. */
function setup(extra: Extra = {}, initial: string[] = []) {
  let current = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <button type="button">Before</button>
        <MultiSelect
          label="Tags"
          options={tags}
          {...extra}
          value={value}
          onValueChange={(next) => {
            current = next;
            setValue(next);
          }}
        />
      </>
    );
  }
  render(<Harness />);
  return { chosen: () => current, box: () => getByRole('combobox', { name: 'Tags' }) as HTMLInputElement };
}

const optionNames = () => queryAllByRole('option').map(accessibleName);
const activeName = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  return option ? accessibleName(option) : null;
};
const chips = () => queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'));
/** A real click in the middle of the element, through the browser. */
async function click(element: Element) {
  const { x, y, width, height } = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(x + width / 2), Math.round(y + height / 2)] });
}
const status = () => getByRole('status').textContent;

describe('MultiSelect', () => {
  it('is a labelled combobox that controls a multi-selectable listbox named by the same label', async () => {
    const { box } = setup({ description: 'Type to filter.' });
    assert.equal(box().getAttribute('aria-expanded'), 'false');
    assert.equal(queryAllByRole('listbox').length, 0, 'closed: no list shown');
    assert.equal((await findAccessible('combobox', 'Tags')).length, 1, 'Chromium names it by its label');
    box().focus();
    await press('ArrowDown');
    await waitFor(() => assert.equal(box().getAttribute('aria-expanded'), 'true'));
    const list = getByRole('listbox', { name: 'Tags' });
    assert.equal(box().getAttribute('aria-controls'), list.id);
    assert.equal(list.getAttribute('aria-multiselectable'), 'true');
    assert.deepEqual(optionNames(), ['Volunteers', 'Donors', 'Reviewers', "Readers' panel"]);
    assert.deepEqual(
      queryAllByRole('option').map((o) => o.getAttribute('aria-selected')),
      ['false', 'false', 'false', 'false'],
    );
    assert.equal(document.getElementById(box().getAttribute('aria-describedby')!)?.textContent, 'Type to filter.');
    assert.equal((await findAccessible('listbox', 'Tags')).length, 1);
  });

  it('moves with the arrow keys, Home and End, toggles with Enter and Space, and closes with Escape', async () => {
    const { box, chosen } = setup();
    getByRole('button', { name: 'Before' }).focus();
    await tab();
    assert.equal(document.activeElement, box());
    await press('ArrowDown');
    await waitFor(() => assert.equal(activeName(box()), 'Volunteers'));
    await press('ArrowDown');
    await waitFor(() => assert.equal(activeName(box()), 'Donors'));
    await press('End');
    await waitFor(() => assert.equal(activeName(box()), "Readers' panel"));
    await press('ArrowDown');
    await waitFor(() => assert.equal(activeName(box()), "Readers' panel", 'the last option stays active'));
    await press('Home');
    await waitFor(() => assert.equal(activeName(box()), 'Volunteers'));
    await press('Enter');
    await waitFor(() => assert.deepEqual(chosen(), ['vol']));
    assert.equal(getByRole('option', { name: 'Volunteers' }).getAttribute('aria-selected'), 'true');
    assert.equal(status(), 'Added Volunteers');
    await press('ArrowUp');
    await waitFor(() => assert.equal(activeName(box()), 'Volunteers', 'the first option stays active'));
    await press('ArrowDown');
    await waitFor(() => assert.equal(activeName(box()), 'Donors'));
    await press(' ');
    await waitFor(() => assert.deepEqual(chosen(), ['vol', 'don']));
    assert.equal(box().value, '', 'Space toggled, it typed nothing');
    await press('Home');
    await press(' ');
    await waitFor(() => assert.deepEqual(chosen(), ['don']));
    assert.equal(status(), 'Removed Volunteers');
    assert.equal(document.activeElement, box(), 'the focus stays in the text box throughout');
    await press('Escape');
    await waitFor(() => assert.equal(box().getAttribute('aria-expanded'), 'false'));
    assert.equal(box().getAttribute('aria-activedescendant'), null);
    assert.equal(queryAllByRole('listbox').length, 0);
    assert.deepEqual(chips(), ['Remove Donors']);
  });

  it('filters as the reader types, takes the first match with Enter and says when nothing matches', async () => {
    const { box, chosen } = setup();
    box().focus();
    await sendKeys({ type: 'ers' });
    await waitFor(() => assert.deepEqual(optionNames(), ['Volunteers', 'Reviewers', "Readers' panel"]));
    assert.equal(box().getAttribute('aria-expanded'), 'true');
    assert.equal(activeName(box()), 'Volunteers');
    await press('ArrowDown');
    await waitFor(() => assert.equal(activeName(box()), 'Reviewers'));
    await press('Enter');
    await waitFor(() => assert.deepEqual(chosen(), ['rev']));
    assert.equal(box().value, 'ers', 'the filter stays, to choose more of its matches');

    await press('Escape'); // closes the list
    await press('Escape'); // clears the query
    await waitFor(() => assert.equal(box().value, ''));
    await sendKeys({ type: "ers' p" });
    await waitFor(() => assert.equal(box().value, "ers' p", 'Space is a space while typing a query'));
    await waitFor(() => assert.deepEqual(optionNames(), ["Readers' panel"]));
    await press('Enter');
    await waitFor(() => assert.deepEqual(chosen(), ['rev', 'pan']));

    await sendKeys({ type: 'xyz' });
    await waitFor(() => assert.equal(status(), 'No matching options'));
    assert.equal(queryAllByRole('option').length, 0);
    assert.match(
      box().parentElement!.nextElementSibling!.textContent!,
      /No matching options/,
      'shown in the popup too',
    );
    assert.equal(box().getAttribute('aria-activedescendant'), null);
    await press('Enter');
    assert.deepEqual(chosen(), ['rev', 'pan'], 'Enter with no match changes nothing');
  });

  it('shows the chosen values as chips that remove themselves, and Backspace in an empty box removes the last', async () => {
    const { box, chosen } = setup({}, ['don', 'vol', 'rev']);
    assert.deepEqual(chips(), ['Remove Donors', 'Remove Volunteers', 'Remove Reviewers']);
    getByRole('button', { name: 'Remove Volunteers' }).click();
    await waitFor(() => assert.deepEqual(chosen(), ['don', 'rev']));
    assert.deepEqual(chips(), ['Remove Donors', 'Remove Reviewers']);
    assert.equal(document.activeElement, box(), 'focus goes to the text box, not the page');
    assert.equal(status(), 'Removed Volunteers');

    await sendKeys({ type: 'd' });
    await press('Backspace'); // deletes the typed letter only
    await waitFor(() => assert.equal(box().value, ''));
    assert.deepEqual(chosen(), ['don', 'rev']);
    await press('Backspace');
    await waitFor(() => assert.deepEqual(chosen(), ['don']));
    assert.equal(status(), 'Removed Reviewers');
    await press('Backspace');
    await waitFor(() => assert.deepEqual(chosen(), []));
    assert.deepEqual(chips(), []);
    await press('Backspace');
    assert.deepEqual(chosen(), []);
  });

  it('chips are reached with Tab before the text box and removed with Enter', async () => {
    const { box, chosen } = setup({}, ['don']);
    getByRole('button', { name: 'Before' }).focus();
    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Remove Donors' }));
    await press('Enter');
    await waitFor(() => assert.deepEqual(chosen(), []));
    assert.equal(document.activeElement, box());
  });

  it('opens on a click, toggles options on clicks, keeps the focus in the text box and closes when left', async () => {
    const { box, chosen } = setup({}, ['pan']);
    await click(box());
    await waitFor(() => getByRole('listbox', { name: 'Tags' }));
    assert.equal(document.activeElement, box());
    await click(getByRole('option', { name: 'Reviewers' }));
    await waitFor(() => assert.deepEqual(chosen(), ['pan', 'rev']));
    await click(getByRole('option', { name: 'Donors' }));
    await waitFor(() => assert.deepEqual(chosen(), ['pan', 'rev', 'don']));
    await click(getByRole('option', { name: 'Reviewers' }));
    await waitFor(() => assert.deepEqual(chosen(), ['pan', 'don']));
    assert.equal(getByRole('option', { name: 'Donors' }).getAttribute('aria-selected'), 'true');
    assert.equal(document.activeElement, box(), 'a click in the list leaves the focus in the text box');
    assert.equal(box().getAttribute('aria-expanded'), 'true', 'the list stays open to choose more');
    await click(getByRole('button', { name: "Remove Readers' panel" }));
    await waitFor(() => assert.deepEqual(chosen(), ['don']));
    assert.equal(document.activeElement, box());
    await click(getByRole('button', { name: 'Before' }));
    await waitFor(() => assert.equal(box().getAttribute('aria-expanded'), 'false', 'leaving closes it'));
    await click(box().nextElementSibling!); // the arrow beside the text box
    await waitFor(() => assert.equal(box().getAttribute('aria-expanded'), 'true'));
    assert.equal(document.activeElement, box());
  });

  it('draws at most 1000 options and says so, and scrolls within 300 px unless told otherwise', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ value: `t${i}`, label: `Tag ${i + 1}` }));
    const { box } = setup({ options: many });
    box().focus();
    await press('ArrowDown');
    await waitFor(() => getByRole('listbox', { name: 'Tags' }));
    assert.equal(queryAllByRole('option').length, 1000);
    const note = 'Showing the first 1,000 of 1,500 options. Type to narrow the list.';
    getByText(note);
    assert.ok(
      box()
        .getAttribute('aria-describedby')
        ?.split(' ')
        .some((id) => document.getElementById(id)?.textContent === note),
    );
    const list = getByRole('listbox', { name: 'Tags' });
    assert.equal(getComputedStyle(list).maxHeight, '300px');
    assert.ok(list.getBoundingClientRect().height <= 300);
    assert.ok(list.scrollHeight > 300);
    await press('End');
    await waitFor(() => assert.equal(activeName(box()), 'Tag 1000'));
    const last = document.getElementById(box().getAttribute('aria-activedescendant')!)!.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    assert.ok(last.bottom <= frame.bottom + 1 && last.top >= frame.top - 1, 'the active option is scrolled into view');

    await sendKeys({ type: 'tag 149' }); // Tag 149, Tag 1490-1499
    await waitFor(() => assert.equal(queryAllByRole('option').length, 11));
    assert.equal(queryAllByRole('button', { name: note }).length, 0);
    assert.equal(document.body.textContent?.includes('Showing the first'), false);
  });

  it('takes another maximum height', async () => {
    const { box } = setup({ maxHeight: 80 });
    box().focus();
    await press('ArrowDown');
    const list = await waitFor(() => getByRole('listbox', { name: 'Tags' }));
    assert.equal(getComputedStyle(list).maxHeight, '80px');
  });

  it('marks itself invalid and reads its error, which arrives in a live region', async () => {
    const { box } = setup({ error: 'Choose at least one tag.' }, ['vol']);
    assert.equal(box().getAttribute('aria-invalid'), 'true');
    const error = document.getElementById(box().getAttribute('aria-describedby')!)!;
    assert.equal(error.textContent, 'Choose at least one tag.');
    assert.equal(error.parentElement?.getAttribute('aria-live'), 'polite');
  });

  it('has no axe violations closed, open and with chips and an error, and its texts reach 4.5:1', async () => {
    const { box } = setup({ description: 'Type to filter.', error: 'Choose at least one tag.' }, ['don']);
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
    box().focus();
    await press('ArrowDown');
    await press('ArrowDown');
    await waitFor(() => assert.equal(activeName(box()), 'Donors'));
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
    await sendKeys({ type: 'zz' });
    await waitFor(() => assert.equal(status(), 'No matching options'));
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
  });

  it('does nothing while disabled', async () => {
    const { box, chosen } = setup({ disabled: true }, ['vol']);
    assert.equal(box().disabled, true);
    assert.equal((getByRole('button', { name: 'Remove Volunteers' }) as HTMLButtonElement).disabled, true);
    getByRole('button', { name: 'Remove Volunteers' }).click();
    assert.deepEqual(chosen(), ['vol']);
  });
});
