// Two controls of the web editor's own (admin-widgets.tsx registers them): the slug widget, which
// fills a new entry's address from its name or title, and a widget whose code loads only when a
// field of it shows (the Markdown editor).
import { Component, createElement, type ReactNode } from 'react';
import type { Control, ControlProps, DecapControl, DecapWidget, WidgetOptions } from './decap-types.ts';

/**
 * A new entry's address (or a project's number): filled from the name or title as it is typed, until
 * someone types one of their own. An existing entry's file is named by it, so it shows and stays.
 */
export function slugControl(options: WidgetOptions): DecapControl {
  return class SlugControl extends Component<ControlProps> {
    made: string | undefined;
    timer: ReturnType<typeof setInterval> | undefined;

    isNew = (): boolean => this.props.getEntry().get('newRecord') === true;

    follow = (): void => {
      const { value, field, getEntry, onChange } = this.props;
      const typedOwn = value !== undefined && value !== '' && value !== this.made;
      if (typedOwn) return;
      const made = options.derive(String(field.get('derive')), getEntry(), field);
      if (made !== undefined && made !== value) {
        this.made = made;
        onChange(made);
      }
    };

    override componentDidMount(): void {
      // Decap re-renders a control only when its own value changes: the name is watched instead.
      if (this.isNew()) {
        this.follow();
        this.timer = setInterval(this.follow, 400);
      }
    }
    override componentWillUnmount(): void {
      clearInterval(this.timer);
    }
    override render(): ReactNode {
      const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, getEntry } = this.props;
      if (!this.isNew()) {
        const shown = typeof value === 'string' && value !== '' ? value : String(getEntry().get('slug') ?? '');
        return (
          <output id={forID} className={classNameWrapper}>
            {shown}
          </output>
        );
      }
      return (
        <input
          type="text"
          id={forID}
          className={classNameWrapper}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
      );
    }
  };
}

/**
 * A widget whose code loads when a field of it first shows (the Markdown editor: 600 KB that only a
 * guide needs). Until then the field shows a loading line; Decap's calls reach the real control.
 */
export function lazyWidget(name: string, schema: object, load: () => Promise<DecapWidget>): DecapWidget {
  let loaded: DecapWidget | undefined;
  let loading: Promise<DecapWidget> | undefined;
  class LazyControl extends Component<ControlProps, { ready: boolean }> {
    inner: Control | null = null;
    /** Someone has clicked, focused or typed in the field. */
    touched = false;
    override state = { ready: loaded !== undefined };
    override componentDidMount(): void {
      if (loaded) return;
      loading ??= load();
      void loading.then((w) => {
        loaded = w;
        this.setState({ ready: true });
      });
    }
    isValid = (): unknown => this.inner?.isValid?.() ?? true;
    focus(path?: string): void {
      this.inner?.focus?.(path);
    }
    getValidateValue = (): unknown => this.inner?.getValidateValue?.() ?? this.props.value;
    override render(): ReactNode {
      if (!loaded)
        return (
          <div id={this.props.forID} className={this.props.classNameWrapper} role="status">
            …
          </div>
        );
      const touch = () => {
        this.touched = true;
      };
      return (
        <div onFocusCapture={touch} onPointerDownCapture={touch} onKeyDownCapture={touch}>
          {createElement(loaded.controlComponent, {
            ...this.props,
            // The Markdown editor writes its own reading of the text back as soon as it opens (list
            // markers, escapes): not a change anyone made, and the save would rewrite the whole body.
            onChange: (value: unknown, metadata?: unknown) => {
              if (this.touched) this.props.onChange(value, metadata);
            },
            ref: (control: Control | null) => {
              this.inner = control;
            },
          })}
        </div>
      );
    }
  }
  return { name, controlComponent: LazyControl, schema };
}
