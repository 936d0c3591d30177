/** The hero slideshow's slides (storefront spec §2 home item 4): our own artwork, one line each. */
import boards from '../assets/hero-boards.svg';
import drones from '../assets/hero-drones.svg';
import printer from '../assets/hero-printer.svg';

export interface HeroSlide {
  image: string;
  eyebrow: string;
  title: string;
  text: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    image: boards,
    eyebrow: 'Development boards',
    title: 'Build your next project',
    text: 'Arduino, ESP32 and Raspberry Pi boards, in stock and shipped in 24 hours.',
  },
  {
    image: drones,
    eyebrow: 'Drone parts',
    title: 'Everything to fly',
    text: 'Flight controllers, ESCs, motors and props for your quad.',
  },
  {
    image: printer,
    eyebrow: '3D printing',
    title: 'Print without pauses',
    text: 'Nozzles, hotends, belts and filament for every printer.',
  },
];

/** Spec §9: the hero moves on every 2 seconds. */
export const HERO_ROTATION_MS = 2000;
