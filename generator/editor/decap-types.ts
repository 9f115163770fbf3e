// The parts of Decap CMS's widget interface the web editor's own widgets use (decap-cms-core's
// Widget.js and EditorControl.js hand these to a control; Decap ships no types for them).
import type { ComponentType } from 'react';
import type { FieldPath } from './field-paths.ts';

/** An Immutable.js Map as Decap hands it over. */
export interface DecapMap {
  get(key: string, fallback?: unknown): unknown;
}

/** The problems of one field in the entry as it is now, in the office's words: none when it passes. */
export type FieldCheck = (
  entry: DecapMap,
  path: FieldPath,
  field: { label: string; required: boolean; empty: boolean },
) => string[];

/** What a new entry's address field is filled with (new-entry.ts), from the entry as typed so far. */
export type Derive = (how: string, entry: DecapMap, field: DecapMap) => string | undefined;

export interface WidgetOptions {
  check: FieldCheck;
  derive: Derive;
  /** The URL showing a site picture (`placeholders/x.svg`), or undefined for anything else (site-media.ts). */
  pictureUrl: (value: string) => string | undefined;
}

/** The props Decap gives a widget control (decap-cms-core's Widget.js), as far as the wrappers read them. */
export interface ControlProps {
  field: DecapMap;
  value: unknown;
  forID: string;
  parentIds?: (string | undefined)[];
  getEntry: () => DecapMap;
  validate: () => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  onChange: (value: unknown, metadata?: unknown) => void;
  getAsset: (path: string, field?: unknown) => unknown;
  mediaPaths: DecapMap & { map(fn: (value: unknown) => unknown): unknown };
  isEditorComponent?: boolean;
  classNameWrapper: string;
  hasActiveStyle?: boolean;
  [prop: string]: unknown;
}

/** A Decap control instance, with the methods Decap looks for on it. */
export interface Control {
  isValid?: () => unknown;
  validate?: () => void;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  state?: { keys?: string[] };
}

// biome-ignore lint/suspicious/noExplicitAny: Decap's controls take its own untyped props.
export type DecapControl = ComponentType<any>;

export interface DecapWidget {
  name: string;
  controlComponent: DecapControl;
  previewComponent?: DecapControl;
  schema?: object;
}
