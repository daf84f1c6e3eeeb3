import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from '@masthead/core';
import { sanitizeFormSchema, sanitizeRichText } from './sanitize-rich-text.ts';

test('rich text keeps the editor markup and loses everything that could run', () => {
  const rows: [string, string][] = [
    [
      '<h1>A</h1><h6>F</h6><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
      '<h1>A</h1><h6>F</h6><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
    ],
    [
      '<ol><li data-list="bullet">one</li></ol><blockquote>q</blockquote>',
      '<ol><li data-list="bullet">one</li></ol><blockquote>q</blockquote>',
    ],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)"><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p class="ql-align-center evil">x</p>', '<p class="ql-align-center">x</p>'],
    ['<a href="https://example.org/a?b=1&amp;c=2">ok</a>', '<a href="https://example.org/a?b=1&amp;c=2">ok</a>'],
    ['<a href="mailto:desk@example.org">mail</a>', '<a href="mailto:desk@example.org">mail</a>'],
    ['<a href="javascript:alert(1)">x</a>', '<a href="">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a href="">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a href="">x</a>'],
    ['<a href="//evil.example">x</a>', '<a href="">x</a>'],
    [
      '<a href="https://example.org" target="_blank">x</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="https://example.org" target="_top" style="x">x</a>', '<a href="https://example.org">x</a>'],
  ];
  for (const [input, expected] of rows) assert.equal(sanitizeRichText(input), expected, input);
});

test('the HTML of content components is sanitised at any depth of the form', () => {
  const dirty = '<p>Hi<script>x()</script></p>';
  const schema: FormSchema = {
    slides: [
      {
        id: 's1',
        components: [
          { type: 'content', html: dirty },
          { type: 'panel', key: 'p', components: [{ type: 'content', html: dirty }] },
          {
            type: 'tabs',
            key: 't',
            components: [
              { key: 'tab', components: [{ type: 'well', key: 'w', components: [{ type: 'content', html: dirty }] }] },
            ],
          },
          { type: 'textfield', key: 'name', label: '<b>kept as a label</b>' },
        ],
      },
    ],
  };
  const clean = JSON.stringify(sanitizeFormSchema(schema));
  assert.equal(clean.match(/<p>Hi<\/p>/g)?.length, 3);
  assert.doesNotMatch(clean, /script/);
  assert.match(clean, /kept as a label/, 'labels are plain text, rendered as text by the widget');
});
