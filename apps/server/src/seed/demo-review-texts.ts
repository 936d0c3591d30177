/**
 * Reviews we wrote for the demo catalogue (development only: seed/demo-reviews.ts), per
 * category, with the stars each gives, and the names they are shown under. Written to read like
 * what makers say about parts; none is a real customer's words.
 */
import type { CategoryName } from './category-list';

export interface DemoReviewText {
  stars: number;
  text: string;
}

export const DEMO_REVIEW_TEXTS: Record<CategoryName, readonly DemoReviewText[]> = {
  'Development Board': [
    {
      stars: 5,
      text: 'Worked out of the box with the Arduino IDE. Board was well packed and the headers were straight.',
    },
    {
      stars: 4,
      text: 'Good board for the price. Had to install the USB driver on Windows, after that uploads were fine.',
    },
    { stars: 5, text: 'Using it for a home automation project over Wi-Fi for two weeks now, no resets so far.' },
    { stars: 3, text: 'Does the job, but the silkscreen labels are tiny and hard to read next to the pins.' },
    { stars: 4, text: 'Delivered in three days to Pune. Flashed MicroPython on it without any trouble.' },
    { stars: 5, text: 'Bought five of these for a college lab. All five worked, students were happy.' },
    { stars: 2, text: 'One of the header pins was bent and needed straightening. Board itself works.' },
    { stars: 4, text: 'Runs cool even with a display and two sensors attached. Would buy again.' },
  ],
  Sensors: [
    { stars: 5, text: 'Readings match my reference thermometer within half a degree. Easy to wire up.' },
    { stars: 4, text: 'Library examples worked on the first try. Mounting holes would have been nice.' },
    { stars: 3, text: 'Works, but the readings jump around a little. Averaging in code sorted it out.' },
    { stars: 5, text: 'Used it in a school science fair project, worked reliably for the whole day.' },
    { stars: 4, text: 'Good quality module, pins come unsoldered so plan for some soldering.' },
    { stars: 2, text: 'Took some time to find the right I2C address, the description could say it.' },
    {
      stars: 5,
      text: 'Cheaper than other shops and arrived quickly. Sensor is accurate enough for my weather station.',
    },
  ],
  'Motors and Drivers': [
    { stars: 5, text: 'Plenty of torque for my line follower robot. Runs smooth at low speed too.' },
    { stars: 4, text: 'Driver gets warm at 2 A but handles it. Added a small heatsink to be safe.' },
    { stars: 3, text: 'Motor is fine, shaft is a little shorter than I expected from the picture.' },
    { stars: 5, text: 'Quiet and precise. Microstepping works as described, using it on a small CNC.' },
    { stars: 4, text: 'Good value for money. The wires are thin, so I replaced them for higher current.' },
    { stars: 2, text: 'A bit noisy compared to the one I had before, but it does turn reliably.' },
    { stars: 5, text: 'Exactly as described. Second order from this shop, packing was good both times.' },
  ],
  Battery: [
    { stars: 5, text: 'Tested the capacity on my charger, close to the rated figure. Genuine cells.' },
    { stars: 4, text: 'Holds charge well after a month of use in my torch. Came at storage voltage.' },
    { stars: 5, text: 'Good punch in my quad, no puffing after twenty flights. Connector was soldered neatly.' },
    { stars: 3, text: 'Capacity is a little below the label on my tester, but acceptable for the price.' },
    { stars: 4, text: 'Well packed with a fire-safe bag. Delivery took a week to Kerala.' },
    { stars: 2, text: 'Cells were not matched as closely as I hoped, needed balancing before first use.' },
  ],
  '3D Printer': [
    { stars: 5, text: 'Fits my Ender 3 perfectly. Prints are clean and the extrusion is consistent.' },
    { stars: 4, text: 'Good replacement part, cheaper than the branded one and works the same.' },
    { stars: 3, text: 'Had to recalibrate e-steps after fitting it, after that the prints were fine.' },
    { stars: 5, text: 'Great quality, thread is clean and it seals well with the heat break.' },
    { stars: 4, text: 'Arrived quickly and well packed. Would like a spare included in the pack.' },
    { stars: 2, text: 'Tolerance was a bit tight, needed some sanding to fit on my printer.' },
    { stars: 5, text: 'Printing PETG at 240 °C for hours without any issue. Recommended.' },
  ],
  'Drone Parts': [
    { stars: 5, text: 'Flashed BLHeli and calibrated in minutes. Smooth throttle response in the air.' },
    { stars: 4, text: 'Well balanced, very little vibration on my 5 inch build. Mounting was easy.' },
    { stars: 3, text: 'Works fine, but the wiring diagram in the box is hard to follow.' },
    { stars: 5, text: 'Survived a few crashes already and still flies straight. Great value.' },
    { stars: 4, text: 'Good part for a first build. Betaflight detected it without trouble.' },
    { stars: 2, text: 'Runs hot on long flights, I added more airflow. Otherwise it works.' },
    { stars: 5, text: 'Shop answered my question about compatibility the same day. Part works perfectly.' },
  ],
};

/** First name and last initial, as real customers' reviews show them. */
export const DEMO_REVIEWER_NAMES: readonly string[] = [
  'Aarav S.',
  'Priya N.',
  'Rohan M.',
  'Ananya K.',
  'Vikram R.',
  'Sneha P.',
  'Karthik V.',
  'Meera I.',
  'Arjun D.',
  'Kavya B.',
  'Rahul G.',
  'Divya T.',
  'Siddharth J.',
  'Pooja A.',
  'Nikhil C.',
  'Ishita L.',
  'Aditya H.',
  'Neha W.',
  'Manish Y.',
  'Lakshmi E.',
];
