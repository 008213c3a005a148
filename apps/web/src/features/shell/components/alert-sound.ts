/**
 * The short tone of a new chat alert, made with Web Audio so no sound file is downloaded. One
 * context serves the whole tab (browsers cap how many may be open).
 */
let audio: AudioContext | null = null;

const TONE_HZ = 880;
const TONE_SECONDS = 0.18;

export function playAlertSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') {
      // Autoplay rules keep a page silent until the user has interacted with it: this alert goes
      // unheard, and a later one plays once the browser allows it.
      void audio.resume().catch(() => undefined);
      console.warn('No se pudo reproducir el sonido de la notificación: audio bloqueado');
      return;
    }
    const start = audio.currentTime;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = TONE_HZ;
    volume.gain.setValueAtTime(0.2, start);
    volume.gain.exponentialRampToValueAtTime(0.001, start + TONE_SECONDS);
    tone.connect(volume).connect(audio.destination);
    tone.start(start);
    tone.stop(start + TONE_SECONDS);
  } catch (error) {
    // A missing or refused audio device only costs the sound (spec part 1 §8).
    console.warn('No se pudo reproducir el sonido de la notificación', error);
  }
}
