import { useId, useState } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import { cardGrid, container, section, visuallyHidden } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { LineDrawing } from '../../ui/Icon';
import { LatinRuns } from '../../ui/LatinRuns';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Messages } from '../../i18n/messages/en';
import type { IslandProps } from '../define';
import { formatPrice } from './formatPrice';
import * as styles from './pricing.css';
import type { PricingBlock } from './schema';
import type { Locale } from '../../i18n/locale';

function Check() {
  return (
    <LineDrawing grid={24} size={18} strokeWidth={2.5} className={styles.check}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineDrawing>
  );
}

export type PricingProps = IslandProps<PricingBlock, { text: Messages['shop']['pricing']; formats: LocaleFormats; direction: Locale['direction'] }>;

/** The fee plans as cards in the chosen currency (the first listed until the visitor picks another), then every currency in one table. */
export function Pricing({ block, text, formats, direction }: PricingProps) {
  const currencies = block.currencies;
  const [code, setCode] = useState(currencies[0]?.id);
  const currency = currencies.find((entry) => entry.id === code) ?? currencies[0];
  const switchName = useId();
  const PlanHeading = block.heading ? 'h3' : 'h2';
  // The amount is drawn large inside the sentence, wherever the language puts it.
  const [beforePrice = '', afterPrice = ''] = text.pricePerMonth.split('{price}');
  // A price is written the English way ("C$35.00"): on a right-to-left page it is marked English
  // whole, so that its letters are read in an English voice and it runs left to right as one.
  const priceLanguage = direction === 'rtl' ? ({ lang: 'en', dir: 'ltr' } as const) : {};
  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />

        <fieldset className={styles.switcher}>
          <legend className={styles.legend}>{text.currency}</legend>
          <div className={styles.options}>
            {currencies.map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name={switchName}
                  value={option.id}
                  checked={option === currency}
                  onChange={() => setCode(option.id)}
                  className={styles.radio}
                />
                <span className={styles.optionLabel}>
                  <LatinRuns text={option.label} direction={direction} />
                  <span className={visuallyHidden}> ({option.name})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className={visuallyHidden} aria-live="polite">
          {fill(text.pricesShownIn, { currency: currency?.name ?? '' })}
        </p>

        <ul className={cardGrid({ columns: 4 })}>
          {block.plans.map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <PlanHeading className={styles.planTitle}>{plan.label}</PlanHeading>
              <p className={styles.planSubtitle}>{text.perMonth}</p>
              <p className={styles.price}>
                {beforePrice}
                <span className={styles.amount} {...priceLanguage}>
                  {currency && formatPrice(plan.prices[currency.id]!, currency.symbol, formats)}
                </span>
                {afterPrice}
              </p>
            </li>
          ))}
        </ul>

        <div className={styles.includesBox}>
          {block.includes.length > 0 && (
            <>
              <p className={styles.includesTitle}>{text.includesHeading}</p>
              <ul className={styles.includes}>
                {block.includes.map((item) => (
                  <li key={item} className={styles.include}>
                    <Check />
                    {item}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ActionLink action={block.action} className={styles.action} />
        </div>

        <PlanHeading className={styles.tableHeading}>{block.tableHeading}</PlanHeading>
        <section className={styles.tableScroll} aria-label={block.tableHeading} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.classes}</th>
                {currencies.map((option) => (
                  <th key={option.id} scope="col" className={option === currency ? styles.chosen : undefined}>
                    <LatinRuns text={option.label} direction={direction} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">{formatNumber(plan.classes, formats)}</th>
                  {currencies.map((option) => (
                    <td key={option.id} className={option === currency ? styles.chosen : undefined}>
                      <span {...priceLanguage}>{formatPrice(plan.prices[option.id]!, option.symbol, formats)}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
