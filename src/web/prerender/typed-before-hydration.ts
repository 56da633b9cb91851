import { useEffect, type RefObject } from 'react';

/**
 * What a person typed into a page drawn at build time (src/web/prerender) before React took it over. React's
 * hydration sets each controlled field back to its state (empty), so the form puts the typing back once it is
 * hydrated, through the field's own input event, as if typed then.
 */
const typed = new Map<string, string>();
let stopWatching: (() => void) | undefined;

/** From the app's start, before hydrating `container`: what its fields hold already, and what is typed next. */
export function watchTypingBeforeHydration(container: HTMLElement): void {
  const fields = new Set(container.querySelectorAll<HTMLInputElement>('input[name]'));
  for (const field of fields) if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  const record = (event: Event) => {
    if (event.target instanceof HTMLInputElement && fields.has(event.target)) typed.set(event.target.name, event.target.value);
  };
  container.addEventListener('input', record, true);
  stopWatching = () => container.removeEventListener('input', record, true);
}

/** Once the form is hydrated, gives its fields back what was typed into them before (a no-op on any later mount). */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    stopWatching?.();
    stopWatching = undefined;
    const element = form.current;
    // React notes each field's value as it takes the field over, the typing included, and calls onChange only for an
    // input event that changes the value from the one noted; its state still holds the drawn value (empty), which
    // the next render would write back over the typing. So the field is emptied through the element's own setter
    // (React's: the noted value becomes empty too), filled again through the prototype's (which React does not
    // see), and the input event then reads as the change it is.
    const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (element === null || typed.size === 0 || setInputValue === undefined) return;
    for (const field of element.querySelectorAll<HTMLInputElement>('input[name]')) {
      const value = typed.get(field.name);
      if (value === undefined) continue;
      field.value = '';
      setInputValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    typed.clear();
  }, [form]);
}
