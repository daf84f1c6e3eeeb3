import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';

const prefix = '\0vanilla-extract-style:';

/**
 * Turns vanilla-extract's virtual `.vanilla.css` imports into modules that add
 * a <style> tag, so a test bundle carries its own CSS and needs no loader.
 * Must come before @vanilla-extract/rollup-plugin, whose resolveId would
 * otherwise mark these imports external (unloadable in the browser).
 */
export function vanillaExtractStyleTags() {
  return {
    name: 'vanilla-extract-style-tags',
    async resolveId(id) {
      if (!virtualCssFileFilter.test(id)) return null;
      const { fileName, source } = await getSourceFromVirtualCssFile(id);
      return { id: prefix + fileName, meta: { css: source }, moduleSideEffects: true };
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const css = this.getModuleInfo(id)?.meta.css ?? '';
      const name = id.slice(prefix.length).split('/').slice(-3).join('/');
      return [
        `const style = document.createElement('style');`,
        `style.dataset.source = ${JSON.stringify(name)};`,
        `style.textContent = ${JSON.stringify(css)};`,
        `document.head.append(style);`,
      ].join('\n');
    },
  };
}
