import { readerErrorCatalogue, readerTexts, type MessageDescriptor } from '@masthead/core';

type ReaderErrorCode = keyof typeof readerErrorCatalogue;

/** The catalogue text for an API error code; anything the widgets do not explain reads as the generic submit failure. */
export function submitErrorText(code: string): MessageDescriptor {
  return Object.hasOwn(readerErrorCatalogue, code)
    ? readerErrorCatalogue[code as ReaderErrorCode].text
    : readerTexts.responseFailed;
}
