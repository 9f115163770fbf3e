// Decap's own messages that an office worker reads when something needs fixing, in the site's words
// (its English phrases otherwise stay). A field's problems are typed as a missing field's
// (admin-widgets.tsx), so this notice is what a Publish stopped by any field check says at the top.

type Phrases = { [key: string]: string | Phrases };

export const OFFICE_PHRASES: Phrases = {
  collection: {
    collectionTop: {
      // Decap's is "＋ Guide", a full-width plus that many computers' fonts draw as an empty box.
      newButton: 'New %{collectionLabel}',
    },
  },
  ui: {
    toast: {
      missingRequiredField:
        'Not published yet: some fields need a change. They are marked in red, each saying what to change.',
      onFailToPersist: 'Not published: %{details}',
      entrySaved: 'Published',
    },
  },
  editor: {
    editorControlPane: {
      widget: {
        processing: '%{fieldLabel} is being checked.',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: {
      noAssetsFound: 'No pictures yet: upload one with the button above.',
    },
  },
};

const isPhrases = (v: unknown): v is Phrases => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `over`'s phrases in place of its own, at any depth. */
export function withPhrases<T extends Record<string, unknown>>(base: T, over: Phrases): T {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over))
    out[key] = isPhrases(value) && isPhrases(out[key]) ? withPhrases(out[key] as Phrases, value) : value;
  return out as T;
}
