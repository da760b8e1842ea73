// A Markdown table's cells carry their column's heading (`data-label`), so that on a phone the policy pages show
// each row as a card of labelled lines instead of squeezing four columns into 320 px (docs/i18n.md "Words").
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import type { Element } from 'hast';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

const elements = (node: Readonly<Element>) =>
  node.children.filter((child): child is Element => child.type === 'element');

export const tableLabels: HastPlugin = {
  name: 'table-labels',
  element: {
    filter: ['table'],
    visit(table, ctx) {
      const sections = elements(table);
      const head = sections.find((section) => section.tagName === 'thead');
      const headings = head
        ? elements(head)
            .flatMap(elements)
            .map((th) => ctx.textContent(th).trim())
        : [];
      for (const row of sections.filter((section) => section.tagName === 'tbody').flatMap(elements)) {
        elements(row).forEach((cell, column) => {
          if (cell.tagName === 'td' && headings[column]) ctx.setProperty(cell, 'dataLabel', headings[column]);
        });
      }
    },
  },
};
