// The hosted payment page's words in both languages. It is the provider's page, not the app's, so it
// carries its own two-language table instead of the app's i18n files; ?lang= picks one.

export const PAGE_TEXTS = {
  en: {
    title: 'OnAir Demo Pay',
    demo: 'Test payment provider: no real money moves.',
    pay: 'Payment',
    cardLink: 'Linking a card',
    cardLinkNote: 'A check of {amount} is reserved and returned right away.',
    amount: 'Amount',
    merchant: 'Merchant: OnAir Demo',
    number: 'Card number',
    expiry: 'Valid thru (MM/YY)',
    cvc: 'CVC',
    submit: 'Pay {amount}',
    submitLink: 'Link card',
    cancel: 'Cancel and go back',
    testCards: 'Test cards',
    cardPays: 'pays',
    cardNoFunds: 'declined: insufficient funds',
    cardConfirms: 'asks for a confirmation code ({code})',
    anyExpiry: 'Any future date, any 3 digits for CVC.',
    errNumber: 'Enter a valid card number (16 digits).',
    errUnknown: 'This demo accepts only the test cards listed below.',
    errExpiry: 'Enter the date as MM/YY.',
    errExpired: 'This card has expired.',
    errCvc: 'Enter the 3 digits from the back of the card.',
    errCode: 'Wrong code. Attempts left: {left}.',
    errFix: 'Please correct the highlighted fields.',
    confirmTitle: 'Confirm the payment',
    confirmNote: 'Your bank sent a one-time code for card •••• {last4}. Demo code: {code}.',
    smsTitle: 'Pay from your mobile account',
    smsNote: 'Enter the code from the SMS sent to +{phone}.',
    code: 'Code',
    confirm: 'Confirm',
    processing: 'Payment accepted. It completes in a moment.',
    complete: 'Payment complete.',
    failed: 'Payment failed',
    back: 'Return to the shop',
    closeHint: 'You can close this page and continue in the app.',
  },
  ru: {
    title: 'OnAir Demo Pay',
    demo: 'Тестовый платёжный сервис: настоящие деньги не списываются.',
    pay: 'Оплата',
    cardLink: 'Привязка карты',
    cardLinkNote: 'Для проверки будет заблокировано {amount} и сразу возвращено.',
    amount: 'Сумма',
    merchant: 'Получатель: OnAir Demo',
    number: 'Номер карты',
    expiry: 'Срок (ММ/ГГ)',
    cvc: 'CVC',
    submit: 'Оплатить {amount}',
    submitLink: 'Привязать карту',
    cancel: 'Отменить и вернуться',
    testCards: 'Тестовые карты',
    cardPays: 'оплата проходит',
    cardNoFunds: 'отказ: недостаточно средств',
    cardConfirms: 'запрашивает код подтверждения ({code})',
    anyExpiry: 'Любая будущая дата, любые 3 цифры CVC.',
    errNumber: 'Введите правильный номер карты (16 цифр).',
    errUnknown: 'В демо принимаются только тестовые карты из списка ниже.',
    errExpiry: 'Введите дату в виде ММ/ГГ.',
    errExpired: 'Срок действия карты истёк.',
    errCvc: 'Введите 3 цифры с обратной стороны карты.',
    errCode: 'Неверный код. Осталось попыток: {left}.',
    errFix: 'Исправьте отмеченные поля.',
    confirmTitle: 'Подтверждение платежа',
    confirmNote: 'Банк отправил одноразовый код для карты •••• {last4}. Демо-код: {code}.',
    smsTitle: 'Оплата со счёта телефона',
    smsNote: 'Введите код из SMS, отправленного на +{phone}.',
    code: 'Код',
    confirm: 'Подтвердить',
    processing: 'Платёж принят. Он завершится через мгновение.',
    complete: 'Платёж выполнен.',
    failed: 'Платёж не прошёл',
    back: 'Вернуться в магазин',
    closeHint: 'Эту страницу можно закрыть и продолжить в приложении.',
  },
} as const;

export type PageLang = keyof typeof PAGE_TEXTS;
export type PageText = keyof (typeof PAGE_TEXTS)['en'];

export const REASON_TEXTS: Record<PageLang, Record<string, string>> = {
  en: {
    insufficient_funds: 'Insufficient funds on the card.',
    declined: 'The payment was declined.',
    cancelled: 'The payment was cancelled.',
    expired: 'The payment page was not completed in time.',
  },
  ru: {
    insufficient_funds: 'Недостаточно средств на карте.',
    declined: 'Платёж отклонён.',
    cancelled: 'Платёж отменён.',
    expired: 'Время на оплату истекло.',
  },
};

/** "{amount}" placeholders filled in; the values are already escaped by the caller. */
export function say(lang: PageLang, key: PageText, values: Record<string, string> = {}): string {
  return PAGE_TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
