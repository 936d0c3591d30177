/**
 * Where the shop delivers (storefront spec: serviceable pincodes): the cities the spec names,
 * each with the India Post districts its pincodes come from and the courier's delivery centres
 * (real localities, approximate coordinates). A pincode goes to its nearest centre; centres are
 * named in Delhivery's style, '<City>_<Area>_D (<State>)'.
 */

export interface Centre {
  /** The city shown for pincodes this centre serves (facilityCity). */
  city: string;
  area: string;
  lat: number;
  lng: number;
}

export interface ServiceZone {
  /** State as the pincodes table spells it (facilityState). */
  state: string;
  /** India Post districts whose pincodes may be served; empty means the whole state. */
  districts: string[];
  centres: Centre[];
  /** The line-haul hub shipments leave from and the centre returns go back to. */
  originHub: { city: string; area: string };
  returnHub: { city: string; area: string };
}

const at = (city: string, area: string, lat: number, lng: number): Centre => ({ city, area, lat, lng });

export const SERVICE_ZONES: ServiceZone[] = [
  {
    state: 'Maharashtra',
    districts: ['Pune'],
    centres: [
      at('Pune', 'Shivajinagar', 18.5308, 73.8475),
      at('Pune', 'Kothrud', 18.5074, 73.8077),
      at('Pune', 'Hadapsar', 18.5089, 73.926),
      at('Pune', 'Pimpri', 18.6298, 73.7997),
      at('Pune', 'Wagholi', 18.5808, 73.9787),
    ],
    originHub: { city: 'Pune', area: 'Chakan' },
    returnHub: { city: 'Pune', area: 'Hadapsar' },
  },
  {
    state: 'Maharashtra',
    districts: ['Mumbai', 'Thane', 'Raigarh(MH)'],
    centres: [
      at('Mumbai', 'Fort', 18.934, 72.8356),
      at('Mumbai', 'Dadar', 19.0178, 72.8478),
      at('Mumbai', 'Kurla', 19.0726, 72.8845),
      at('Mumbai', 'Andheri', 19.1136, 72.8697),
      at('Mumbai', 'Borivali', 19.2307, 72.8567),
      at('Thane', 'Wagle', 19.2011, 72.9648),
      at('Thane', 'Kalyan', 19.2403, 73.1305),
      at('Navi Mumbai', 'Vashi', 19.0771, 72.9986),
      at('Navi Mumbai', 'Kharghar', 19.033, 73.0297),
    ],
    originHub: { city: 'Mumbai', area: 'Bhiwandi' },
    returnHub: { city: 'Mumbai', area: 'Andheri' },
  },
  {
    state: 'West Bengal',
    districts: ['Kolkata', 'Howrah', 'North 24 Parganas', 'South 24 Parganas'],
    centres: [
      at('Kolkata', 'ParkStreet', 22.5535, 88.352),
      at('Kolkata', 'SaltLake', 22.5867, 88.4171),
      at('Kolkata', 'Behala', 22.4986, 88.3108),
      at('Kolkata', 'DumDum', 22.6226, 88.4221),
      at('Howrah', 'Shibpur', 22.5667, 88.3167),
      at('Howrah', 'Domjur', 22.633, 88.223),
    ],
    originHub: { city: 'Kolkata', area: 'Dankuni' },
    returnHub: { city: 'Kolkata', area: 'Dankuni' },
  },
  {
    state: 'West Bengal',
    districts: ['Darjiling', 'Jalpaiguri'],
    centres: [at('Siliguri', 'Sevoke', 26.742, 88.435), at('Siliguri', 'Matigara', 26.7149, 88.3862)],
    originHub: { city: 'Siliguri', area: 'Matigara' },
    returnHub: { city: 'Siliguri', area: 'Matigara' },
  },
  {
    state: 'Delhi',
    districts: [],
    centres: [
      at('New Delhi', 'ConnaughtPlace', 28.6315, 77.2167),
      at('Delhi', 'Okhla', 28.5355, 77.271),
      at('Delhi', 'Rohini', 28.7383, 77.0822),
      at('Delhi', 'Janakpuri', 28.6219, 77.0878),
      at('Delhi', 'Patparganj', 28.627, 77.295),
      at('Delhi', 'Dwarka', 28.5921, 77.046),
      at('Delhi', 'Narela', 28.8527, 77.0929),
    ],
    originHub: { city: 'Delhi', area: 'Bamnoli' },
    returnHub: { city: 'Delhi', area: 'Okhla' },
  },
  {
    state: 'Haryana',
    districts: ['Gurgaon', 'Faridabad'],
    centres: [
      at('Gurgaon', 'Udyogvihar', 28.5011, 77.079),
      at('Gurgaon', 'SohnaRoad', 28.413, 77.043),
      at('Faridabad', 'NIT', 28.39, 77.3),
      at('Faridabad', 'Ballabgarh', 28.3417, 77.3206),
    ],
    originHub: { city: 'Gurgaon', area: 'Bilaspur' },
    returnHub: { city: 'Gurgaon', area: 'Udyogvihar' },
  },
  {
    state: 'Uttar Pradesh',
    districts: ['Gautam Buddha Nagar', 'Ghaziabad'],
    centres: [
      at('Noida', 'Sec63', 28.628, 77.377),
      at('Noida', 'Sec18', 28.57, 77.326),
      at('Greater Noida', 'Kasna', 28.45, 77.51),
      at('Ghaziabad', 'RajNagar', 28.683, 77.446),
      at('Ghaziabad', 'Indirapuram', 28.6412, 77.371),
      at('Ghaziabad', 'Loni', 28.752, 77.286),
    ],
    originHub: { city: 'Noida', area: 'Sec63' },
    returnHub: { city: 'Ghaziabad', area: 'Lohianagar' },
  },
  {
    state: 'Tamil Nadu',
    districts: ['Chennai', 'Kanchipuram', 'Tiruvallur'],
    centres: [
      at('Chennai', 'Guindy', 13.0067, 80.2206),
      at('Chennai', 'Egmore', 13.0732, 80.2609),
      at('Chennai', 'Ambattur', 13.1143, 80.1548),
      at('Chennai', 'Tambaram', 12.9249, 80.1),
      at('Chennai', 'Sholinganallur', 12.901, 80.2279),
    ],
    originHub: { city: 'Chennai', area: 'Poonamallee' },
    returnHub: { city: 'Chennai', area: 'Ambattur' },
  },
  {
    state: 'Telangana',
    districts: ['Hyderabad', 'K.V.Rangareddy'],
    centres: [
      at('Hyderabad', 'Begumpet', 17.4447, 78.4664),
      at('Hyderabad', 'Gachibowli', 17.4401, 78.3489),
      at('Hyderabad', 'Uppal', 17.4018, 78.5602),
      at('Hyderabad', 'Charminar', 17.3616, 78.4747),
      at('Hyderabad', 'Kukatpally', 17.4849, 78.4138),
    ],
    originHub: { city: 'Hyderabad', area: 'Shamshabad' },
    returnHub: { city: 'Hyderabad', area: 'Kukatpally' },
  },
  {
    state: 'Karnataka',
    districts: ['Bangalore', 'Bangalore Rural'],
    centres: [
      at('Bengaluru', 'Koramangala', 12.9352, 77.6245),
      at('Bengaluru', 'Peenya', 13.0285, 77.5197),
      at('Bengaluru', 'Whitefield', 12.9698, 77.75),
      at('Bengaluru', 'Jayanagar', 12.925, 77.5938),
      at('Bengaluru', 'Hebbal', 13.0358, 77.597),
      at('Bengaluru', 'ElectronicCity', 12.8452, 77.6602),
    ],
    originHub: { city: 'Bengaluru', area: 'Nelamangala' },
    returnHub: { city: 'Bengaluru', area: 'Peenya' },
  },
];

/** Pincodes farther than this from every centre of their zone are not served. */
export const MAX_SERVICE_KM = 20;
/** Served pincodes farther than this from their centre are out of the courier's delivery area (ODA). */
export const ODA_BEYOND_KM = 15;
