import { createTheme, type CSSVariablesResolver, defaultVariantColorsResolver, Drawer, Loader, Modal, NumberInput, type VariantColorsResolver } from '@mantine/core';

/**
 * Light and outline variants (badges, chips, subtle buttons) write their text in the colour's
 * darkest shade: Mantine's default (shade 6 on a 10% tint) is 2.5-3.5:1, below WCAG AA.
 */
/** Palettes whose darkest shade is still too light for small text on white. */
const DARK_TEXT: Record<string, string> = { orange: '#a3400b', yellow: '#7c5800', lime: '#3f6212', green: '#1e6b2f', teal: '#0b6b5c', cyan: '#0b6478' };

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const name = typeof input.color === 'string' && input.color in input.theme.colors ? input.color : null;
  if (name && (input.variant === 'light' || input.variant === 'outline')) return { ...colors, color: DARK_TEXT[name] ?? `var(--mantine-color-${name}-9)` };
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
  // Transitions (modals, menus, toasts) are skipped for users who ask their system for reduced motion.
  respectReducedMotion: true,
  primaryColor: 'blue',
  // White on blue.8 is 4.9:1 (blue.6, Mantine's default shade, is 3.6:1: below WCAG AA's 4.5:1).
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A loader is a status: its aria-label ("Loading lines") is then announced. On a bare span
    // the label is not allowed (axe: aria-prohibited-attr), and screen readers skip it.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // The X of every dialog and drawer is a button a screen reader names; Mantine gives it no name.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A number out of range stays as typed, for the form's or the server's message to name; Mantine's
    // default put it back in range on blur, so a quote price typed -5 went out as $0 unremarked.
    NumberInput: NumberInput.extend({ defaultProps: { clampBehavior: 'none' } }),
  },
});

/** Dimmed text at 6:1 on white (Mantine's gray.6 default is 3.3:1, below WCAG AA's 4.5:1). */
export const cssVariables: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#5c636a' }, dark: {} });
