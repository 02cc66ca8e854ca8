import { useCallback, useEffect, useRef } from "react";

// A short two-tone chime made with the Web Audio API, so no sound file is fetched. Browsers
// let a page play sound only after a user gesture: the audio context is made (or resumed)
// on the first click or key press, and before that the chime simply stays silent.

type AudioContextConstructor = typeof AudioContext;

function audioContextConstructor(): AudioContextConstructor | undefined {
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext
  );
}

const TONES = [
  { frequency: 880, start: 0 },
  { frequency: 1320, start: 0.18 },
];
const TONE_SECONDS = 0.16;

function chime(audio: AudioContext) {
  const now = audio.currentTime;
  for (const tone of TONES) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = tone.frequency;
    // A quick rise and fall, so the tone does not click on and off.
    gain.gain.setValueAtTime(0.0001, now + tone.start);
    gain.gain.exponentialRampToValueAtTime(0.25, now + tone.start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + TONE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + TONE_SECONDS + 0.02);
  }
}

/** `play()` chimes once the page has had a user gesture; before that, or if refused, not. */
export function useAlertSound(): () => void {
  const audioRef = useRef<AudioContext | null>(null);

  useEffect(() => {
    const AudioContextClass = audioContextConstructor();
    if (!AudioContextClass) return;
    function unlock() {
      try {
        audioRef.current ??= new AudioContextClass!();
        if (audioRef.current.state === "suspended") void audioRef.current.resume().catch(() => {});
      } catch {
        // No sound on this browser; the toast and the title still tell.
      }
    }
    const events = ["pointerdown", "keydown"] as const;
    for (const event of events) window.addEventListener(event, unlock, { capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, unlock, { capture: true });
      void audioRef.current?.close().catch(() => {});
      audioRef.current = null;
    };
  }, []);

  return useCallback(() => {
    const audio = audioRef.current;
    if (!audio || audio.state !== "running") return;
    try {
      chime(audio);
    } catch {
      // Quietly without sound.
    }
  }, []);
}
