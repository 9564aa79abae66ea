// The demo operator's news (001 §3 News): what a viewer reads on /news. Ids are stable because the
// browser tests open /news/{id}; 404 is any id not listed here.

export interface NewsSeed {
  id: number;
  /** ISO date of publication (UTC). */
  published: string;
  en: { title: string; summary: string; body: string };
  ru: { title: string; summary: string; body: string };
}

export const NEWS_SEEDS: readonly NewsSeed[] = [
  {
    id: 1,
    published: '2026-11-20T09:00:00Z',
    en: {
      title: 'A 7-day archive on every channel',
      summary: 'Missed the evening news? Every live channel now keeps a full week of catch-up.',
      body: 'Every live channel in your packet now keeps seven days of programmes.\n\nOpen a channel, choose a day in the schedule and press a past programme to watch it from the start. Scrub, pause and skip work as in any film.',
    },
    ru: {
      title: 'Архив за 7 дней на каждом канале',
      summary: 'Пропустили вечерние новости? Теперь у каждого канала есть архив за целую неделю.',
      body: 'Каждый телеканал вашего пакета теперь хранит передачи за семь дней.\n\nОткройте канал, выберите день в программе и нажмите на прошедшую передачу, чтобы смотреть её с начала. Перемотка, пауза и пропуск работают как в фильме.',
    },
  },
  {
    id: 2,
    published: '2026-11-12T12:30:00Z',
    en: {
      title: 'Cinema+ adds twelve festival films',
      summary: 'The Festival Selection library grows with award winners from this autumn.',
      body: 'Twelve films from this autumn’s festivals join the Festival Selection library.\n\nThey are part of the Cinema+ packet, with English and Russian subtitles.',
    },
    ru: {
      title: 'В «Кино+» двенадцать фестивальных фильмов',
      summary: 'Библиотека «Фестивальная подборка» пополнилась лауреатами этой осени.',
      body: 'Двенадцать фильмов с осенних фестивалей пополнили библиотеку «Фестивальная подборка».\n\nОни входят в пакет «Кино+», с английскими и русскими субтитрами.',
    },
  },
  {
    id: 3,
    published: '2026-11-01T08:00:00Z',
    en: {
      title: 'Watch on your TV',
      summary: 'Apps for Samsung, LG, Android TV and Apple TV: the instructions page shows how.',
      body: 'OnAir runs on smart TVs and set-top boxes.\n\nOpen the instructions page, choose your device and follow the steps. One account works on up to five devices at once.',
    },
    ru: {
      title: 'Смотрите на телевизоре',
      summary: 'Приложения для Samsung, LG, Android TV и Apple TV: как установить — на странице инструкций.',
      body: 'OnAir работает на смарт-телевизорах и приставках.\n\nОткройте страницу инструкций, выберите своё устройство и выполните шаги. Один аккаунт работает одновременно на пяти устройствах.',
    },
  },
  {
    id: 4,
    published: '2026-10-18T15:00:00Z',
    en: {
      title: 'Parental PIN for every profile',
      summary: 'Set a 4-digit PIN once and choose what it protects: channels, films or purchases.',
      body: 'A parental PIN now protects adult channels, films, purchases and settings.\n\nSet it in Account → Parental control. Child profiles never see titles above 12+.',
    },
    ru: {
      title: 'Родительский PIN для каждого профиля',
      summary: 'Задайте 4-значный PIN один раз и выберите, что он защищает: каналы, фильмы или покупки.',
      body: 'Родительский PIN теперь защищает взрослые каналы, фильмы, покупки и настройки.\n\nЗадайте его в разделе «Аккаунт → Родительский контроль». Детские профили не видят контент старше 12+.',
    },
  },
];
