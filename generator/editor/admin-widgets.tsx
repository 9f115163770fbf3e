// The web editor's widgets: Decap's own, each wrapped so that the build's rules for a field run as
// that field's check (Decap calls a control's isValid when it validates the field: on Publish, and
// here also when the field loses focus), with the message beside the field. The wrapper finds the
// field's data path (field-paths.ts) and asks the app's check (field-checks.ts, through admin-app.tsx)
// for the problems at that path. Image fields also store a picture chosen in the media library as
// content names it, its folders kept (site-media.ts), and show a site picture's thumbnail from its URL
// on the site. And the slug widget: a new entry's address made from its name or title.
import { Component, createElement, type ReactNode } from 'react';
import { fieldPath, forgetField, recordField, recordList } from './field-paths.ts';
import { slugControl } from './admin-controls.tsx';
import type { Control, ControlProps, DecapControl, DecapWidget, WidgetOptions } from './decap-types.ts';

export type { DecapMap, FieldCheck, WidgetOptions } from './decap-types.ts';
import { fromLibrary } from './site-media.ts';

/** Empty as Decap's presence check sees it (Widget.js isEmpty): it says so itself for a required field. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  const sized = value as { size?: unknown; length?: unknown };
  if (typeof sized.size === 'number') return sized.size === 0;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value.constructor === Object && Object.keys(value).length === 0;
}

/** Decap's own rule for re-rendering a control that has none (Widget.js). */
const changed = (a: ControlProps, b: ControlProps) =>
  a.value !== b.value || a.classNameWrapper !== b.classNameWrapper || a.hasActiveStyle !== b.hasActiveStyle;

/**
 * Decap's validation error. Typed as a missing field's, so that a failed Publish says so at the top
 * (decap-cms-core shows its notice only for that type; the site's words for it are in admin-app.tsx).
 */
const fieldError = (parentIds: ControlProps['parentIds'], messages: string[]) => ({
  error: { type: 'PRESENCE', parentIds, message: messages.join(' ') },
});

/** The wrapper shared by every control: records the field's name, forwards what Decap asks the inner control. */
abstract class Wrapped extends Component<ControlProps> {
  inner: Control | null = null;
  abstract readonly Inner: DecapControl;

  override componentWillUnmount(): void {
    forgetField(this.props.forID);
  }
  override shouldComponentUpdate(next: ControlProps): boolean {
    const own = this.inner?.shouldComponentUpdate;
    return own ? own.call(this.inner, next) : changed(this.props, next);
  }
  focus(path?: string): void {
    if (this.inner?.focus) this.inner.focus(path);
    else document.getElementById(this.props.forID)?.focus();
  }
  getValidateValue = (): unknown => this.inner?.getValidateValue?.() ?? this.props.value;

  /** Props handed to the inner control; a wrapper may replace some. */
  innerProps(): ControlProps {
    return this.props;
  }
  override render(): ReactNode {
    recordField(this.props.forID, String(this.props.field.get('name')));
    return createElement(this.Inner, {
      ...this.innerProps(),
      ref: (control: Control | null) => {
        this.inner = control;
      },
    });
  }
}

/** Objects and lists: their fields validate themselves; Decap reaches them through this validate. */
function container(Inner: DecapControl, isList: boolean): DecapControl {
  return class Container extends Wrapped {
    readonly Inner = Inner;
    validate = (): void => {
      this.inner?.validate?.();
    };
    override render(): ReactNode {
      if (isList)
        recordList(this.props.forID, {
          keys: () => this.inner?.state?.keys ?? [],
          single: Boolean(this.props.field.get('field')),
        });
      return super.render();
    }
  };
}

/** A field holding one value (text, number, choice, picture, date, Markdown): checked by the build's rules. */
function leaf(Inner: DecapControl, options: WidgetOptions, extra?: (props: ControlProps) => Partial<ControlProps>) {
  return class Leaf extends Wrapped {
    readonly Inner = Inner;

    /** Decap's validation asks this (Widget.validateWrappedControl); the inner control's own check comes after the rules'. */
    isValid = (): unknown => {
      const own = () => this.inner?.isValid?.() ?? true;
      const { field, parentIds, getEntry, isEditorComponent } = this.props;
      const path = isEditorComponent ? undefined : fieldPath(parentIds ?? [], String(field.get('name')));
      if (!path) return own();
      const about = {
        label: String(field.get('label', field.get('name'))),
        required: field.get('required') !== false,
        empty: isEmpty(this.getValidateValue()),
      };
      const found = options.check(getEntry(), path, about);
      return found.length > 0 ? fieldError(parentIds, found) : own();
    };

    override innerProps(): ControlProps {
      const props = this.props;
      return {
        ...props,
        ...extra?.(props),
        // Checked when the field is left, not only on Publish.
        setInactiveStyle: () => {
          props.setInactiveStyle();
          props.validate();
        },
      };
    }
  };
}

function imageProps(options: WidgetOptions): (props: ControlProps) => Partial<ControlProps> {
  return (props) => ({
    mediaPaths: props.mediaPaths.map(fromLibrary) as ControlProps['mediaPaths'],
    onChange: (value, metadata) => props.onChange(fromLibrary(value), metadata),
    // A site picture's thumbnail is its URL on the site (Decap loads an absolute path as it is).
    getAsset: (path, field) => props.getAsset(options.pictureUrl(path) ?? path, field),
  });
}

/** The part of Decap's CMS object the widgets need. */
export interface WidgetRegistry {
  registerWidget(widget: {
    name: string;
    controlComponent: DecapControl;
    previewComponent?: DecapControl;
    schema?: object;
  }): void;
}

/** Registers Decap's widgets wrapped (under their own names, so the configuration names them as Decap does) and the slug widget. */
export function registerSiteWidgets(cms: WidgetRegistry, widgets: DecapWidget[], options: WidgetOptions): void {
  for (const w of widgets) {
    const controlComponent =
      w.name === 'object' || w.name === 'list'
        ? container(w.controlComponent, w.name === 'list')
        : leaf(w.controlComponent, options, w.name === 'image' ? imageProps(options) : undefined);
    cms.registerWidget({ ...w, controlComponent });
  }
  cms.registerWidget({ name: 'slug', controlComponent: leaf(slugControl(options), options) });
}
