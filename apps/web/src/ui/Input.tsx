import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const controlClasses = cn(
  'block w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs',
  'placeholder:text-zinc-500 transition-colors',
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-500',
  'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30',
);

export function Input({ className, ref, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(controlClasses, 'h-10', className)} {...rest} />;
}

export function Textarea({ className, ref, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(controlClasses, 'min-h-20 py-2', className)} {...rest} />;
}
