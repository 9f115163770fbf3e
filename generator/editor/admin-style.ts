/**
 * The loading sign of the page (admin-page.ts): centred, a turning ring (still for people who ask
 * for less motion), gone as soon as Decap has drawn anything into its root.
 */
const LOADING_STYLE = `#editor-loading { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 4px; font: 16px/1.5 system-ui, sans-serif; color: #313d3e; background: #eff0f4; }
#editor-loading p { margin: 0; }
#editor-loading .editor-loading-more { font-size: 14px; color: #5d626f; }
.editor-spinner { width: 40px; height: 40px; margin-bottom: 12px; border-radius: 50%; border: 4px solid #dfdfe3;
  border-top-color: #3a69c7; animation: editor-spin 0.9s linear infinite; }
@keyframes editor-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .editor-spinner { animation: none; } }
body:has(#nc-root > *) #editor-loading { display: none; }
`;

/**
 * Decap writes a field's problems in capitals (text-transform on its ControlErrorsList): a message
 * keeps its own letters, so an example in it ("$4.75/sq ft") reads as it must be typed.
 */
const ERROR_STYLE = `:root [class*="-ControlErrorsList"] { text-transform: none; font-weight: 600; }
`;

// The editor's own layout rules (admin-page.ts inlines them; the /admin/ CSP allows inline styles for
// emotion): Decap's entry editor is at least 800 px wide (its toolbar and editor containers), so on a
// phone the page scrolled sideways and Publish was off screen. Decap's class names are emotion's
// `css-<hash>-<Label>`: the rules match the stable label, never the hash, and start with `:root` to
// outweigh emotion's one-class rules, which it inserts after this page's style. Below 800 px the toolbar
// wraps into rows above the form, and the form takes the whole width with the preview pane hidden
// (two panes do not fit; the preview is there again on a wider window).
export const ADMIN_STYLE = `${LOADING_STYLE}${ERROR_STYLE}@media (max-width: 799.98px) {
  :root [class*="-EditorContainer "] { min-width: 0; padding-top: 0; display: flex; flex-direction: column; }
  :root [class*="-ToolbarContainer "] { position: static; flex: none; min-width: 0; height: auto; flex-wrap: wrap; }
  :root [class*="-toolbarSection "] { height: auto; min-height: 56px; }
  :root [class*="-ToolbarSectionMain-"] { flex-wrap: wrap; gap: 8px 0; padding-block: 8px; }
  :root [class*="-Editor "] { flex: 1; min-height: 0; width: 100%; }
  :root .SplitPane > .Pane1 { width: 100% !important; }
  :root .SplitPane > .Resizer, :root .SplitPane > .Pane2, :root [class*="-ViewControls "] { display: none; }
}
`;
