// The regional demo provider (id 2, "OnAir Regional"): the one provider that turns on the regional
// sign-in helpers (000 §7 mw/cities, mw/set_city, mw/set_address), as a real operator enables them
// per provider. Its cities and subscriber addresses are fixed demo data.

export const REGIONAL_PROVIDER_ID = 2;

export interface City {
  id: number;
  name: { en: string; ru: string };
  addresses: { id: number; en: string; ru: string }[];
}

export const CITIES: readonly City[] = [
  {
    id: 1,
    name: { en: 'Vladikavkaz', ru: 'Владикавказ' },
    addresses: [
      { id: 11, en: '12 Mira Ave, apt 4', ru: 'пр. Мира, 12, кв. 4' },
      { id: 12, en: '3 Kosta St, apt 18', ru: 'ул. Коста, 3, кв. 18' },
    ],
  },
  {
    id: 2,
    name: { en: 'Beslan', ru: 'Беслан' },
    addresses: [{ id: 21, en: '7 Lenina St', ru: 'ул. Ленина, 7' }],
  },
  {
    id: 3,
    name: { en: 'Alagir', ru: 'Алагир' },
    addresses: [{ id: 31, en: '45 Kommunisticheskaya St, apt 2', ru: 'ул. Коммунистическая, 45, кв. 2' }],
  },
];

export const cityById = (id: number): City | undefined => CITIES.find((city) => city.id === id);
