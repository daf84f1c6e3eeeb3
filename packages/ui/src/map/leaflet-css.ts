import { vars } from '../theme/vars.css.ts';

/**
 * The rules leaflet's DOM needs (our own, for the parts we use: panes,
 * tiles, markers, the zoom and attribution controls), as text: it goes
 * into the shadow root or document the map renders in, and into the lazy
 * map chunk rather than the embed script's own CSS.
 */
const leafletCss = `
.leaflet-container{position:relative;overflow:hidden;background:${vars.tint.body[10]};font-family:${vars.font.body};font-size:0.75rem;line-height:1.4;-webkit-tap-highlight-color:transparent;touch-action:none}
.leaflet-pane,.leaflet-tile,.leaflet-marker-icon,.leaflet-marker-shadow,.leaflet-tile-container,.leaflet-pane>svg,.leaflet-pane>canvas,.leaflet-zoom-box,.leaflet-image-layer,.leaflet-layer{position:absolute;left:0;top:0}
.leaflet-pane{z-index:400}
.leaflet-tile-pane{z-index:200}
.leaflet-overlay-pane{z-index:400}
.leaflet-shadow-pane{z-index:500}
.leaflet-marker-pane{z-index:600}
.leaflet-tooltip-pane{z-index:650}
.leaflet-popup-pane{z-index:700}
.leaflet-tile,.leaflet-marker-icon,.leaflet-marker-shadow{user-select:none;-webkit-user-drag:none}
.leaflet-container img.leaflet-tile,.leaflet-container .leaflet-marker-pane img{max-width:none;max-height:none;width:auto;padding:0;border:0}
.leaflet-container img.leaflet-tile{mix-blend-mode:normal}
.leaflet-tile{visibility:hidden}
.leaflet-tile-loaded{visibility:inherit}
.leaflet-zoom-animated{transform-origin:0 0}
.leaflet-zoom-anim .leaflet-zoom-animated{transition:transform .25s cubic-bezier(0,0,.25,1)}
.leaflet-zoom-anim .leaflet-tile,.leaflet-pan-anim .leaflet-tile{transition:none}
.leaflet-zoom-anim .leaflet-zoom-hide{visibility:hidden}
@media (prefers-reduced-motion:reduce){.leaflet-zoom-anim .leaflet-zoom-animated{transition:none}}
.leaflet-grab{cursor:grab}
.leaflet-dragging .leaflet-grab,.leaflet-dragging .leaflet-marker-draggable{cursor:move}
.leaflet-interactive{cursor:pointer}
.leaflet-control{position:relative;z-index:800;float:left;clear:both;pointer-events:auto}
.leaflet-top,.leaflet-bottom{position:absolute;z-index:1000;pointer-events:none}
.leaflet-top{top:0}
.leaflet-right{right:0}
.leaflet-bottom{bottom:0}
.leaflet-left{left:0}
.leaflet-right .leaflet-control{float:right}
.leaflet-top .leaflet-control{margin-top:10px}
.leaflet-left .leaflet-control{margin-left:10px}
.leaflet-right .leaflet-control{margin-right:10px}
.leaflet-bottom .leaflet-control{margin-bottom:10px}
.leaflet-bar{border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.5)}
.leaflet-bar a{display:block;width:32px;height:32px;line-height:30px;text-align:center;text-decoration:none;background:#fff;color:#1a1a1a;font:bold 20px/30px system-ui,sans-serif;border-bottom:1px solid #ccc}
.leaflet-bar a:first-child{border-radius:4px 4px 0 0}
.leaflet-bar a:last-child{border-radius:0 0 4px 4px;border-bottom:0}
.leaflet-bar a:hover,.leaflet-bar a:focus-visible{background:#f0f0f0}
.leaflet-bar a:focus-visible{outline:3px solid ${vars.color.primary};outline-offset:1px;position:relative;z-index:1}
.leaflet-bar a.leaflet-disabled{cursor:default;background:#f4f4f4;color:#6b6b6b}
.leaflet-control-attribution{margin:0;padding:0 5px;background:rgba(255,255,255,.9);color:#1a1a1a}
.leaflet-right .leaflet-control-attribution{margin-right:0}
.leaflet-bottom .leaflet-control-attribution{margin-bottom:0}
.leaflet-control-attribution a{color:#0b57a4}
.leaflet-attribution-flag{display:none}
.mh-map-marker{box-sizing:border-box;border-radius:50% 50% 50% 0;transform-origin:center;background:${vars.color.primary};border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.6);rotate:-45deg}
.mh-map-marker[aria-pressed="true"]{scale:1.35;border-color:#1a1a1a;z-index:1000!important}
.mh-map-marker:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px;box-shadow:0 0 0 6px #fff}
`;

let sheet: CSSStyleSheet | null = null;
const marker = 'data-masthead-leaflet';

/** Puts the leaflet rules once into the shadow root or document `node` is rendered in. */
export function adoptLeafletCss(node: Node): void {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot) {
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(leafletCss);
      }
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    } else if (!root.querySelector(`style[${marker}]`)) {
      root.prepend(styleTag(root.ownerDocument));
    }
    return;
  }
  const doc = root instanceof Document ? root : node.ownerDocument;
  if (doc && !doc.head.querySelector(`style[${marker}]`)) doc.head.append(styleTag(doc));
}

function styleTag(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  style.setAttribute(marker, '');
  style.textContent = leafletCss;
  return style;
}
