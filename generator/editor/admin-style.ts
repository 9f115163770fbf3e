// The editor's own layout rules (admin-page.ts inlines them; the /admin/ CSP allows inline styles for
// emotion): Decap's entry editor is at least 800 px wide (its toolbar and editor containers), so on a
// phone the page scrolled sideways and Publish was off screen. Decap's class names are emotion's
// `css-<hash>-<Label>`: the rules match the stable label, never the hash, and start with `:root` to
// outweigh emotion's one-class rules, which it inserts after this page's style. Below 800 px the toolbar
// wraps into rows above the form, and the form takes the whole width with the preview pane hidden
// (two panes do not fit; the preview is there again on a wider window).
export const ADMIN_STYLE = `@media (max-width: 799.98px) {
  :root [class*="-EditorContainer "] { min-width: 0; padding-top: 0; display: flex; flex-direction: column; }
  :root [class*="-ToolbarContainer "] { position: static; flex: none; min-width: 0; height: auto; flex-wrap: wrap; }
  :root [class*="-toolbarSection "] { height: auto; min-height: 56px; }
  :root [class*="-ToolbarSectionMain-"] { flex-wrap: wrap; gap: 8px 0; padding-block: 8px; }
  :root [class*="-Editor "] { flex: 1; min-height: 0; width: 100%; }
  :root .SplitPane > .Pane1 { width: 100% !important; }
  :root .SplitPane > .Resizer, :root .SplitPane > .Pane2, :root [class*="-ViewControls "] { display: none; }
}
`;
