/** The seven customer testimonials (storefront spec §3 "Testimonial (static, 7 items)"): name, title, rating, text. */
export interface Testimonial {
  name: string;
  title: string;
  rating: number;
  text: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Priya Nair',
    title: 'Robotics student, Kochi',
    rating: 5,
    text: 'Ordered an ESP32 kit on Monday evening and it was on my desk on Wednesday. Every part genuine, and the pinout card in the box saved me an hour.',
  },
  {
    name: 'Arjun Mehta',
    title: 'Drone builder, Pune',
    rating: 5,
    text: 'Flight controller, ESCs and props in one order, at a fair price. Support helped me pick the right KV motors for my 5-inch frame.',
  },
  {
    name: 'Sneha Kulkarni',
    title: 'Hardware engineer, Bengaluru',
    rating: 4,
    text: 'Reliable source for sensors in small batches. The GST invoice comes with the order, which makes our purchase team happy.',
  },
  {
    name: 'Rahul Verma',
    title: 'Maker and teacher, Noida',
    rating: 5,
    text: 'I buy Arduino boards for my school lab here. Next-day delivery in Noida, and the bulk price for 40 boards was honest.',
  },
  {
    name: 'Fatima Sheikh',
    title: '3D printing hobbyist, Mumbai',
    rating: 4,
    text: 'Hotend spares and belts were exactly as listed. Packaging was solid, nothing bent in transit.',
  },
  {
    name: 'Vikram Singh',
    title: 'IoT start-up founder, Gurugram',
    rating: 5,
    text: 'We prototype with their Raspberry Pi kits. Stock figures on the site are real, so we can plan builds around them.',
  },
  {
    name: 'Ananya Iyer',
    title: 'Electronics student, Chennai',
    rating: 5,
    text: 'Clear product pages with datasheets and specs. The LiPo pack I bought had the exact capacity printed on the page.',
  },
];

/** Spec §9: the testimonials move on every 4 seconds. */
export const TESTIMONIAL_ROTATION_MS = 4000;
