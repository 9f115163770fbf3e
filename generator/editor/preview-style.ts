// The look of the preview's notice (previews.tsx), registered as a raw preview
// style: the site's stylesheet has no rule for words only editors see.
export const NOTICE_STYLE = `
.editor-preview-notice { margin: 1rem; padding: 0.75rem 1rem; border: 2px solid #b45309; border-radius: 0.5rem;
  background: #fffbeb; color: #1f2937; font: 1rem/1.5 system-ui, sans-serif; }
.editor-preview-notice ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
.editor-preview-notice code { font-weight: 600; }
`;
