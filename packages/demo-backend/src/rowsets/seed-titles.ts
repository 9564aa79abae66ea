// The demo curation's titles in Uzbek (Latin script) and Kazakh, by slug (001 §9 uz-uz, kk-kz). English
// and Russian stay in seed-data.ts beside each record; these fill the `titles` column (018).

type Titles = { uz: string; kk: string };

export const ROW_TITLES: Readonly<Record<string, Titles>> = {
  tonight: { uz: 'Bugun efirda', kk: 'Бүгін эфирде' },
  'new-films': { uz: 'Yangi filmlar', kk: 'Жаңа фильмдер' },
  'live-channels': { uz: 'Telekanallar', kk: 'Телеарналар' },
  'series-row': { uz: 'Seriallar', kk: 'Сериалдар' },
  'quick-links': { uz: 'Tezkor havolalar', kk: 'Жылдам сілтемелер' },
  continue: { uz: 'Koʻrishni davom ettirish', kk: 'Көруді жалғастыру' },
  faces: { uz: 'OnAir yuzlari', kk: 'OnAir жүздері' },
  premieres: { uz: 'Premyeralar', kk: 'Премьералар' },
  drama: { uz: 'Dramalar', kk: 'Драмалар' },
  comedy: { uz: 'Komediyalar', kk: 'Комедиялар' },
  partners: { uz: 'Hamkorlar', kk: 'Серіктестер' },
  'top-rated': { uz: 'Yuqori reyting', kk: 'Жоғары рейтинг' },
  documentary: { uz: 'Hujjatli filmlar', kk: 'Деректі фильмдер' },
  packets: { uz: 'Obunalar', kk: 'Жазылымдар' },
  'packets-base': { uz: 'Asosiy paket', kk: 'Негізгі пакет' },
  donate: { uz: 'Obuna sovgʻa qilish', kk: 'Жазылым сыйлау' },
  collection: { uz: 'Toʻplam', kk: 'Топтама' },
  recently: { uz: 'Yaqinda koʻrilganlar', kk: 'Жақында көрілгендер' },
  animation: { uz: 'Multfilmlar', kk: 'Мультфильмдер' },
  family: { uz: 'Butun oila uchun', kk: 'Бүкіл отбасына' },
  'featured-channel': { uz: 'Kun kanali', kk: 'Күн арнасы' },
  'cinema-library': { uz: 'OnAir kinoteatri', kk: 'OnAir кинотеатры' },
  'search-films': { uz: 'Filmlar', kk: 'Фильмдер' },
  'search-series': { uz: 'Seriallar', kk: 'Сериалдар' },
  'search-channels': { uz: 'Kanallar', kk: 'Арналар' },
  'search-persons': { uz: 'Shaxslar', kk: 'Тұлғалар' },
  'my-films': { uz: 'Mening filmlarim va seriallarim', kk: 'Менің фильмдерім мен сериалдарым' },
  'my-channels': { uz: 'Mening kanallarim', kk: 'Менің арналарым' },
  'my-persons': { uz: 'Mening shaxslarim', kk: 'Менің тұлғаларым' },
};

export const PAGE_TITLES: Readonly<Record<string, Titles>> = {
  main: { uz: 'Bosh sahifa', kk: 'Басты бет' },
  tv: { uz: 'Telekanallar', kk: 'Телеарналар' },
  catalog: { uz: 'Katalog', kk: 'Каталог' },
  movies: { uz: 'Filmlar', kk: 'Фильмдер' },
  series: { uz: 'Seriallar', kk: 'Сериалдар' },
  kids: { uz: 'Bolalarga', kk: 'Балаларға' },
  cinema: { uz: 'Kinoteatr', kk: 'Кинотеатр' },
  search: { uz: 'Qidiruv', kk: 'Іздеу' },
  partner: { uz: 'Hamkor', kk: 'Серіктес' },
  my: { uz: 'Meniki', kk: 'Менікі' },
};
