/**
 * The 11 reel scenes, drawn on a canvas in the browser (make-reels.ts runs `recordScene` in the
 * page, so it must be self-contained: no imports, no outside variables). Each scene is a small
 * animation of a maker part at work, with a title bar and a tone pattern as its sound.
 */

export const SCENE_COUNT = 11;

interface RecordOptions {
  index: number;
  seconds: number;
  videoBits: number;
  audioBits: number;
}

/** Records scene `index` for `seconds`: the WebM and a WebP poster, both base64. Runs in the page. */
export async function recordScene({
  index,
  seconds,
  videoBits,
  audioBits,
}: RecordOptions): Promise<{ video: string; poster: string }> {
  const W = 360;
  const H = 640;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const c = canvas.getContext('2d')!;
  const TITLES = [
    'Blink',
    'Servo sweep',
    'Stepper',
    'Props spin-up',
    'Sensor graph',
    'LiPo charge',
    'Wi-Fi scan',
    '3D print',
    'Scope',
    'Soldering',
    'Line follower',
  ];
  const HUES = [170, 200, 260, 20, 140, 45, 210, 15, 120, 30, 290];
  const hue = HUES[index]!;

  const rect = (x: number, y: number, w: number, h: number, color: string, r = 8) => {
    c.fillStyle = color;
    c.beginPath();
    c.roundRect(x, y, w, h, r);
    c.fill();
  };
  const circle = (x: number, y: number, r: number, color: string) => {
    c.fillStyle = color;
    c.beginPath();
    c.arc(x, y, r, 0, Math.PI * 2);
    c.fill();
  };
  const line = (points: [number, number][], color: string, width = 4) => {
    c.strokeStyle = color;
    c.lineWidth = width;
    c.lineCap = 'round';
    c.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? c.moveTo(x, y) : c.lineTo(x, y)));
    c.stroke();
  };

  const scenes: ((t: number) => void)[] = [
    (t) => {
      rect(80, 220, 200, 150, '#0f5132');
      rect(100, 240, 60, 16, '#cbd5e1', 3);
      const on = Math.floor(t * 2) % 2 === 0;
      if (on) circle(240, 300, 40, 'rgba(250,204,21,0.25)');
      circle(240, 300, 16, on ? '#facc15' : '#78350f');
      line(
        [
          [240, 316],
          [240, 420],
        ],
        '#94a3b8',
        3,
      );
    },
    (t) => {
      rect(110, 300, 140, 80, '#1e3a8a');
      const angle = Math.PI * (0.5 + 0.5 * Math.sin(t * 3));
      line(
        [
          [180, 300],
          [180 - Math.cos(angle) * 110, 300 - Math.sin(angle) * 110],
        ],
        '#f8fafc',
        14,
      );
      circle(180, 300, 14, '#e2e8f0');
    },
    (t) => {
      rect(100, 230, 160, 160, '#334155', 18);
      const step = Math.floor(t * 8);
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 + (step * Math.PI) / 16;
        circle(180 + Math.cos(a) * 55, 310 + Math.sin(a) * 55, 9, i === 0 ? '#f97316' : '#94a3b8');
      }
      circle(180, 310, 20, '#e2e8f0');
    },
    (t) => {
      line(
        [
          [90, 220],
          [270, 400],
        ],
        '#cbd5e1',
        14,
      );
      line(
        [
          [270, 220],
          [90, 400],
        ],
        '#cbd5e1',
        14,
      );
      rect(150, 280, 60, 60, '#0f172a', 14);
      const spin = t * t * 6;
      for (const [x, y] of [
        [90, 220],
        [270, 220],
        [90, 400],
        [270, 400],
      ] as const) {
        line(
          [
            [x - Math.cos(spin) * 50, y - Math.sin(spin) * 50],
            [x + Math.cos(spin) * 50, y + Math.sin(spin) * 50],
          ],
          'rgba(226,232,240,0.8)',
          8,
        );
        circle(x, y, 9, '#f97316');
      }
    },
    (t) => {
      rect(40, 220, 280, 200, '#0f172a');
      const points: [number, number][] = [];
      for (let x = 0; x <= 260; x += 5)
        points.push([50 + x, 320 + Math.sin((x + t * 120) / 22) * 40 + Math.sin((x + t * 60) / 7) * 8]);
      line(points, '#4ade80', 3);
    },
    (t) => {
      rect(90, 240, 170, 120, '#1e293b', 12);
      rect(260, 280, 14, 40, '#1e293b', 4);
      const level = Math.min(1, (t / 3.2) * 1.1);
      for (let i = 0; i < 3; i++) rect(104 + i * 52, 256, 44, 88, i < Math.ceil(level * 3) ? '#22c55e' : '#334155', 6);
      c.fillStyle = '#f8fafc';
      c.font = 'bold 28px sans-serif';
      c.fillText(`${Math.round(11.1 + level * 1.5 * 10) / 10} V`, 130, 410);
    },
    (t) => {
      rect(140, 360, 80, 50, '#111827');
      for (let i = 0; i < 4; i++) {
        const r = ((t * 90 + i * 45) % 180) + 10;
        c.strokeStyle = `rgba(96,165,250,${1 - r / 190})`;
        c.lineWidth = 5;
        c.beginPath();
        c.arc(180, 360, r, Math.PI * 1.15, Math.PI * 1.85);
        c.stroke();
      }
    },
    (t) => {
      rect(60, 420, 240, 16, '#475569', 4);
      const layers = Math.floor(t * 9);
      for (let i = 0; i < layers; i++) rect(120 + (i % 2), 404 - i * 8, 120, 8, `hsl(${hue} 90% ${55 - i}%)`, 2);
      const x = 120 + ((t * 400) % 120);
      rect(x - 18, 340 - layers * 8, 36, 30, '#e2e8f0', 4);
    },
    (t) => {
      rect(30, 220, 300, 200, '#052e16');
      c.strokeStyle = 'rgba(74,222,128,0.2)';
      c.lineWidth = 1;
      for (let x = 30; x <= 330; x += 30)
        line(
          [
            [x, 220],
            [x, 420],
          ],
          'rgba(74,222,128,0.2)',
          1,
        );
      const points: [number, number][] = [];
      for (let x = 0; x <= 300; x += 4) points.push([30 + x, 320 - Math.sin((x / 300) * Math.PI * 4 - t * 6) * 70]);
      line(points, '#86efac', 3);
    },
    (t) => {
      rect(60, 360, 240, 40, '#0f5132', 6);
      for (let i = 0; i < 8; i++) rect(80 + i * 28, 330, 8, 30, '#cbd5e1', 2);
      const done = Math.floor(t * 2.6);
      for (let i = 0; i < Math.min(8, done); i++) circle(84 + i * 28, 360, 8, '#e5e7eb');
      const x = 84 + Math.min(7, done) * 28;
      line(
        [
          [x + 60, 250],
          [x + 6, 350],
        ],
        '#94a3b8',
        10,
      );
      circle(x, 356, 6 + Math.sin(t * 20) * 2, 'rgba(251,146,60,0.9)');
    },
    (t) => {
      const path = (s: number): [number, number] => [180 + Math.sin(s) * 110, 320 + Math.sin(s * 2) * 80];
      const points: [number, number][] = [];
      for (let s = 0; s <= Math.PI * 2 + 0.1; s += 0.1) points.push(path(s));
      line(points, '#0f172a', 16);
      const [x, y] = path(t * 1.8);
      rect(x - 22, y - 18, 44, 36, '#f97316', 8);
      circle(x - 14, y - 18, 6, '#1e293b');
      circle(x + 14, y - 18, 6, '#1e293b');
    },
  ];

  const draw = (t: number) => {
    const g = c.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, `hsl(${hue} 55% 22%)`);
    g.addColorStop(1, `hsl(${hue} 60% 38%)`);
    c.fillStyle = g;
    c.fillRect(0, 0, W, H);
    circle(300, 90, 120, 'rgba(255,255,255,0.05)');
    scenes[index]!(t);
    c.fillStyle = '#f8fafc';
    c.font = 'bold 30px sans-serif';
    c.fillText(TITLES[index]!, 24, 120);
    c.fillStyle = 'rgba(248,250,252,0.7)';
    c.font = '16px sans-serif';
    c.fillText('MakerShop · made with our parts', 24, 150);
  };

  draw(1.2);
  const posterUrl = canvas.toDataURL('image/webp', 0.6);

  // Sound: a short tone pattern per scene, quiet, recorded beside the frames.
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const gain = audio.createGain();
  gain.gain.value = 0.08;
  gain.connect(destination);
  const start = audio.currentTime + 0.05;
  for (let n = 0; n < seconds * 2; n++) {
    const osc = audio.createOscillator();
    osc.type = index % 2 === 0 ? 'sine' : 'triangle';
    osc.frequency.value = 220 * 2 ** (((index * 3 + n * (index % 4) + (n % 3) * 4) % 12) / 12);
    osc.connect(gain);
    osc.start(start + n * 0.5);
    osc.stop(start + n * 0.5 + 0.3);
  }

  const stream = new MediaStream([
    ...canvas.captureStream(30).getVideoTracks(),
    ...destination.stream.getAudioTracks(),
  ]);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9,opus',
    videoBitsPerSecond: videoBits,
    audioBitsPerSecond: audioBits,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const began = performance.now();
  draw(0);
  recorder.start();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const t = (performance.now() - began) / 1000;
      if (t >= seconds) {
        clearInterval(timer);
        resolve();
        return;
      }
      draw(t);
    }, 1000 / 30);
  });
  recorder.stop();
  await stopped;
  await audio.close();
  canvas.remove();

  const base64 = async (blob: Blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };
  return { video: await base64(new Blob(chunks, { type: 'video/webm' })), poster: posterUrl.split(',')[1]! };
}
