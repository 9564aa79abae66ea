// Information pages (000 §2 info pages: terms, faq, gift and the rules pages) and the device
// instructions (001 §2 Instructions page) of the demo operator, in English and Russian.

export interface Section {
  heading: string;
  text: string;
}

export interface InfoPageSeed {
  slug: string;
  en: { title: string; sections: Section[] };
  ru: { title: string; sections: Section[] };
}

/** The slugs a client may ask for; the rules pages are `rules` and `rules_promo`. */
/** 000 §2 info pages, and 001 §2's special promo pages /amediateka and /webtest. */
export const INFO_PAGE_SLUGS = [
  'terms',
  'faq',
  'gift',
  'rules',
  'rules_promo',
  'amediateka',
  'webtest',
] as const;

export const INFO_PAGE_SEEDS: readonly InfoPageSeed[] = [
  {
    slug: 'terms',
    en: {
      title: 'Terms of use',
      sections: [
        {
          heading: 'The service',
          text: 'OnAir streams live channels, their archive and films to the devices of a signed-in viewer.',
        },
        {
          heading: 'Your account',
          text: 'Keep your password and codes to yourself. One account may be used on up to five devices.',
        },
        {
          heading: 'Payments',
          text: 'Packets renew at the end of each period until you turn renewal off in Account → Subscriptions.',
        },
      ],
    },
    ru: {
      title: 'Условия использования',
      sections: [
        {
          heading: 'Сервис',
          text: 'OnAir показывает телеканалы, их архив и фильмы на устройствах зрителя, вошедшего в аккаунт.',
        },
        {
          heading: 'Ваш аккаунт',
          text: 'Не сообщайте никому пароль и коды. Один аккаунт можно использовать на пяти устройствах.',
        },
        {
          heading: 'Оплата',
          text: 'Пакеты продлеваются в конце каждого периода, пока вы не отключите продление в разделе «Аккаунт → Подписки».',
        },
      ],
    },
  },
  {
    slug: 'faq',
    en: {
      title: 'Questions and answers',
      sections: [
        {
          heading: 'How do I watch a programme that has ended?',
          text: 'Open the channel, choose the day in its schedule and press the programme. Channels keep up to 7 days.',
        },
        {
          heading: 'Why is a channel locked?',
          text: 'It belongs to a packet you have not subscribed to. Press the channel to see the packets that open it.',
        },
        {
          heading: 'How many devices can I use?',
          text: 'Up to five at once. Remove an old one in Account → Devices.',
        },
        {
          heading: 'How do I change the language?',
          text: 'Use the language switch at the bottom of any page.',
        },
      ],
    },
    ru: {
      title: 'Вопросы и ответы',
      sections: [
        {
          heading: 'Как посмотреть уже закончившуюся передачу?',
          text: 'Откройте канал, выберите день в программе и нажмите на передачу. Каналы хранят архив до 7 дней.',
        },
        {
          heading: 'Почему канал закрыт?',
          text: 'Он входит в пакет, на который вы не подписаны. Нажмите на канал, чтобы увидеть пакеты, которые его открывают.',
        },
        {
          heading: 'Сколько устройств можно подключить?',
          text: 'До пяти одновременно. Старое устройство можно удалить в разделе «Аккаунт → Устройства».',
        },
        { heading: 'Как сменить язык?', text: 'Воспользуйтесь переключателем языка внизу любой страницы.' },
      ],
    },
  },
  {
    slug: 'gift',
    en: {
      title: 'Give OnAir as a gift',
      sections: [
        {
          heading: 'A promo code for a friend',
          text: 'Buy a gift code for 1, 3 or 12 months and send it by any messenger.',
        },
        {
          heading: 'How to use it',
          text: 'Your friend enters the code in Account → Promo code; the packet opens at once.',
        },
      ],
    },
    ru: {
      title: 'Подарите OnAir',
      sections: [
        {
          heading: 'Промокод для друга',
          text: 'Купите подарочный код на 1, 3 или 12 месяцев и отправьте его в любом мессенджере.',
        },
        {
          heading: 'Как им воспользоваться',
          text: 'Друг вводит код в разделе «Аккаунт → Промокод», и пакет открывается сразу.',
        },
      ],
    },
  },
  {
    slug: 'rules',
    en: {
      title: 'Service rules',
      sections: [
        {
          heading: 'Personal use',
          text: 'Programmes are for private viewing; rebroadcasting them is not allowed.',
        },
        {
          heading: 'Age limits',
          text: 'Titles rated 18+ need the parental PIN; child profiles see titles up to 12+.',
        },
      ],
    },
    ru: {
      title: 'Правила сервиса',
      sections: [
        {
          heading: 'Личное использование',
          text: 'Передачи предназначены для личного просмотра; ретрансляция запрещена.',
        },
        {
          heading: 'Возрастные ограничения',
          text: 'Для контента 18+ нужен родительский PIN; детские профили видят контент до 12+.',
        },
      ],
    },
  },
  {
    slug: 'rules_promo',
    en: {
      title: 'Promotion rules',
      sections: [
        {
          heading: 'Who can take part',
          text: 'Viewers who have not bought a packet before get the trial days once per account.',
        },
        {
          heading: 'After the trial',
          text: 'The packet renews at its usual price unless renewal is turned off before the trial ends.',
        },
      ],
    },
    ru: {
      title: 'Правила акции',
      sections: [
        {
          heading: 'Кто может участвовать',
          text: 'Зрители, которые ещё не покупали пакеты, получают пробные дни один раз на аккаунт.',
        },
        {
          heading: 'После пробного периода',
          text: 'Пакет продлевается по обычной цене, если продление не отключено до конца пробного периода.',
        },
      ],
    },
  },
  {
    slug: 'amediateka',
    en: {
      title: 'Amediateka series on OnAir',
      sections: [
        {
          heading: 'Premieres the day they air',
          text: 'New episodes of the Amediateka catalogue arrive together with their first showing abroad.',
        },
        { heading: 'How to watch', text: 'Enable the Cinema+ packet and open any series of the collection.' },
      ],
    },
    ru: {
      title: 'Сериалы Амедиатеки в OnAir',
      sections: [
        {
          heading: 'Премьеры в день выхода',
          text: 'Новые серии каталога Амедиатеки появляются одновременно с мировой премьерой.',
        },
        { heading: 'Как смотреть', text: 'Подключите пакет Cinema+ и откройте любой сериал коллекции.' },
      ],
    },
  },
  {
    slug: 'webtest',
    en: {
      title: 'Try OnAir in your browser',
      sections: [
        {
          heading: 'A week for free',
          text: 'Watch the base packet for seven days in any browser, no app to install.',
        },
        { heading: 'Then', text: 'Keep the packet you like or let the trial end: nothing renews by itself.' },
      ],
    },
    ru: {
      title: 'Попробуйте OnAir в браузере',
      sections: [
        {
          heading: 'Неделя бесплатно',
          text: 'Смотрите базовый пакет семь дней в любом браузере, без установки приложения.',
        },
        { heading: 'Дальше', text: 'Оставьте понравившийся пакет или дайте пробному периоду закончиться.' },
      ],
    },
  },
];

export interface InstructionSeed {
  slug: string;
  helpUrl: string;
  en: { name: string; steps: string[] };
  ru: { name: string; steps: string[] };
}

const tvSteps = (store: string, storeRu: string) => ({
  en: [
    `Open ${store} on the TV.`,
    'Search for OnAir and install it.',
    'Open the app and sign in with the code shown on the TV.',
  ],
  ru: [
    `Откройте ${storeRu} на телевизоре.`,
    'Найдите OnAir и установите приложение.',
    'Откройте приложение и войдите по коду, показанному на экране.',
  ],
});

/** The nine devices of 001 §2, in the order the page lists them. */
export const INSTRUCTION_SEEDS: readonly InstructionSeed[] = [
  ['samsung', 'Samsung Smart TV', 'Samsung Apps', 'Samsung Apps'],
  ['sony', 'Sony Bravia', 'Google Play', 'Google Play'],
  ['lg', 'LG webOS', 'LG Content Store', 'LG Content Store'],
  ['haier', 'Haier', 'Google Play', 'Google Play'],
  ['xiaomi', 'Xiaomi Mi TV', 'Google Play', 'Google Play'],
  ['yandex', 'Yandex TV', 'the app store', 'магазин приложений'],
  ['sberbox', 'SberBox', 'the Salute catalogue', 'каталог Салют'],
  ['apple_tv', 'Apple TV', 'the App Store', 'App Store'],
  ['android_tv', 'Android TV', 'Google Play', 'Google Play'],
].map(([slug, name, store, storeRu]) => {
  const steps = tvSteps(store as string, storeRu as string);
  return {
    slug: slug as string,
    helpUrl: `https://help.onair.example/devices/${slug}`,
    en: { name: name as string, steps: steps.en },
    ru: { name: name as string, steps: steps.ru },
  };
});

/** The operator's limit of devices per account, shown among the instructions' advantages. */
export const DEVICE_LIMIT = 5;
