/**
 * The two alert sounds, synthesised with the Web Audio API (no audio files to ship or cache):
 * a rising two-note chime for a new order and a ringing double bell for a waiter call, so
 * staff can tell them apart without looking.
 */
export type SoundKind = 'order' | 'serviceCall';

/** Fired on window after each sound, so tests and diagnostics can see what rang. */
export const SOUND_PLAYED_EVENT = 'app:notification-sound';

interface Note {
  /** Hz */
  frequency: number;
  /** Seconds after the start of the sound. */
  at: number;
  duration: number;
  type: OscillatorType;
  /** Relative loudness 0..1 before the volume setting. */
  level: number;
}

const SOUNDS: Record<SoundKind, Note[]> = {
  // E5 then B5: short, bright, friendly.
  order: [
    { frequency: 659.25, at: 0, duration: 0.18, type: 'sine', level: 0.8 },
    { frequency: 987.77, at: 0.16, duration: 0.32, type: 'sine', level: 0.8 },
  ],
  // A bell struck twice (fundamental plus an inharmonic overtone), longer decay: "someone is calling".
  serviceCall: [
    { frequency: 1046.5, at: 0, duration: 0.6, type: 'triangle', level: 0.7 },
    { frequency: 2637, at: 0, duration: 0.25, type: 'sine', level: 0.2 },
    { frequency: 1046.5, at: 0.45, duration: 0.8, type: 'triangle', level: 0.7 },
    { frequency: 2637, at: 0.45, duration: 0.3, type: 'sine', level: 0.2 },
  ],
};

let context: AudioContext | null = null;
let blocked = false;
const blockedListeners = new Set<() => void>();

function setBlocked(value: boolean) {
  if (blocked === value) return;
  blocked = value;
  for (const l of blockedListeners) l();
}

/** True after a sound was refused by the browser's autoplay policy, until a click lets it play. */
export function isAudioBlocked(): boolean {
  return blocked;
}

export function subscribeAudioBlocked(listener: () => void): () => void {
  blockedListeners.add(listener);
  return () => blockedListeners.delete(listener);
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Whether the browser currently lets the page make sound (false until a click when autoplay is blocked). */
export async function ensureAudioRunning(timeoutMs = 400): Promise<boolean> {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'running') {
    setBlocked(false);
    return true;
  }
  // resume() stays pending without a user gesture in some browsers: do not wait forever.
  await Promise.race([ctx.resume().catch(() => undefined), new Promise((r) => setTimeout(r, timeoutMs))]);
  const running = (ctx.state as AudioContextState) === 'running';
  setBlocked(!running);
  return running;
}

/** Plays a sound at a volume 0..1. Resolves false when the browser blocked it. */
export async function playSound(kind: SoundKind, volume: number): Promise<boolean> {
  if (!(await ensureAudioRunning())) return false;
  const ctx = context!;
  const start = ctx.currentTime + 0.02;
  const master = ctx.createGain();
  master.gain.value = Math.max(0, Math.min(1, volume));
  master.connect(ctx.destination);
  let end = start;
  for (const note of SOUNDS[kind]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.type;
    osc.frequency.value = note.frequency;
    const t0 = start + note.at;
    const t1 = t0 + note.duration;
    // Fast attack, exponential decay: a struck sound without clicks.
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(note.level, t0 + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, t1);
    osc.connect(gain).connect(master);
    osc.start(t0);
    osc.stop(t1 + 0.02);
    end = Math.max(end, t1);
  }
  setTimeout(() => master.disconnect(), Math.ceil((end - ctx.currentTime + 0.1) * 1000));
  window.dispatchEvent(new CustomEvent(SOUND_PLAYED_EVENT, { detail: { kind, volume } }));
  return true;
}
