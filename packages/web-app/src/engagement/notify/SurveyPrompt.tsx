/**
 * Survey 1 as the survey_unsubscribe prompt (000 §3 Survey, §5, §8): the question, its answers to tick
 * and, when allow_user_answer, a free-text field. Nothing chosen and no text shows the
 * error_none_field_is_selected alert and sends nothing; free text is sent only when allowed. Success
 * says 'sent'; a send failure is logged and the prompt hidden (§8).
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngagementApi } from '../useEngagementApi';
import { noteSurveyAnswered } from './prompt-store';

export function SurveyPrompt(props: { close: () => void }) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const id = useId();
  const survey = useQuery({
    queryKey: ['engagement', 'survey'],
    queryFn: () => (api ? api.survey() : Promise.reject(new Error('no API'))),
    enabled: Boolean(api),
    retry: false,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'none' | 'sending' | 'sent'>('idle');
  const data = survey.data;
  const { close } = props;
  useEffect(() => {
    // §8: the survey failing is not the viewer's problem; it is logged and the prompt goes.
    if (!survey.isError) return;
    console.log('[onair] survey could not be loaded', survey.error);
    close();
  }, [survey.isError, survey.error, close]);
  if (survey.isError) return null;
  if (!data) return <p className="prompt__text">{t('prompt_loading')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userText = data.allow_user_answer ? text.trim() : '';
    if (chosen.length === 0 && userText === '') {
      setState('none');
      return;
    }
    if (!api) return;
    setState('sending');
    try {
      await api.answerSurvey({ answer_ids: chosen, ...(userText ? { user_text: userText } : {}) });
      noteSurveyAnswered();
      setState('sent');
    } catch (error) {
      console.log('[onair] survey answer failed', error);
      props.close();
    }
  };
  if (state === 'sent') {
    return (
      <div className="prompt__done">
        <p role="status">{t('sent')}</p>
        <button type="button" className="button" onClick={props.close}>
          {t('prompt_ok')}
        </button>
      </div>
    );
  }
  return (
    <form className="prompt__form" onSubmit={submit} noValidate>
      <fieldset className="prompt__fieldset">
        <legend className="prompt__text">{data.question}</legend>
        {data.description && <p className="prompt__muted">{data.description}</p>}
        {data.answers.map((answer) => (
          <label key={answer.id} className="prompt__choice">
            <input
              type="checkbox"
              checked={chosen.includes(answer.id)}
              onChange={(e) =>
                setChosen((list) =>
                  e.target.checked ? [...list, answer.id] : list.filter((x) => x !== answer.id),
                )
              }
            />
            {answer.text}
          </label>
        ))}
      </fieldset>
      {data.allow_user_answer && (
        <>
          <label htmlFor={id} className="prompt__muted">
            {t('survey_own_answer')}
          </label>
          <textarea
            id={id}
            className="prompt__input"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </>
      )}
      {state === 'none' && (
        <p className="prompt__error" role="alert">
          {t('error_none_field_is_selected')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        {t('survey_send')}
      </button>
    </form>
  );
}
