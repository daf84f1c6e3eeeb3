import { embedHeightMessage, embedSubmittedMessage } from '@masthead/core';

/**
 * How tall the page's content is: the bottom of `root` in the document,
 * with a bottom margin of its last child that collapses out of it. Not the
 * document's scroll height, which is never less than the frame's own height
 * and so could never let the frame shrink.
 */
export function contentHeight(root: HTMLElement): number {
  const last = root.lastElementChild;
  const margin = last ? parseFloat(getComputedStyle(last).marginBottom) || 0 : 0;
  return Math.ceil(root.getBoundingClientRect().bottom + window.scrollY + margin);
}

/**
 * In a frame, tells the page around it how tall the content is, at once,
 * after load and whenever it changes (a ResizeObserver): as
 * `{type: 'masthead:height', height}` for the script of the embed code, and
 * as AMP's `{sentinel: 'amp', type: 'embed-size', height}` for an
 * `<amp-iframe resizable>`. Any page may frame these pages, and a height
 * is no secret, so the target origin is `*`. Also every half second: a
 * browser does not render a frame of another site while it is off-screen,
 * so no ResizeObserver fires there (the thanks replacing a long form).
 * @example reportFrameHeight(document.getElementById('app')!)
 */
export function reportFrameHeight(root: HTMLElement, target: Window = window.parent): () => void {
  let reported = 0;
  const report = () => {
    const height = contentHeight(root);
    if (height <= 0 || height === reported) return;
    reported = height;
    target.postMessage({ type: embedHeightMessage, height }, '*');
    target.postMessage({ sentinel: 'amp', type: 'embed-size', height }, '*');
  };
  const observer = new ResizeObserver(report);
  observer.observe(root);
  window.addEventListener('load', report);
  const timer = setInterval(report, 500);
  report();
  return () => {
    observer.disconnect();
    clearInterval(timer);
    window.removeEventListener('load', report);
  };
}

/**
 * In a frame, tells the page around it that the reader's answer is stored:
 * the embed code's script then brings the frame back into view, where the
 * shorter thanks would otherwise leave the reader below it.
 */
export function reportFrameSubmitted(target: Window = window.parent): void {
  target.postMessage({ type: embedSubmittedMessage }, '*');
}
