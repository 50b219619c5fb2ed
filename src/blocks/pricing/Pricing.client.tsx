import { useId, useState } from 'react';
import { currencies, type Currency } from '../../schema/collections/currencies';
import { cardGrid, container, section, visuallyHidden } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { LineDrawing } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { IslandProps } from '../define';
import { currencyNames, formatPrice } from './formatPrice';
import * as styles from './pricing.css';
import type { PricingBlock } from './schema';

function Check() {
  return (
    <LineDrawing grid={24} size={18} strokeWidth={2.5} className={styles.check}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineDrawing>
  );
}

/** The fee plans as cards in the chosen currency (USD until the visitor picks another), then every currency in one table. */
export function Pricing({ block }: IslandProps<PricingBlock>) {
  const [currency, setCurrency] = useState<Currency>('USD');
  const switchName = useId();
  const PlanHeading = block.heading ? 'h3' : 'h2';
  return (
    <section className={section}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />

        <fieldset className={styles.switcher}>
          <legend className={styles.legend}>Currency</legend>
          <div className={styles.options}>
            {currencies.map((code) => (
              <label key={code} className={styles.option}>
                <input
                  type="radio"
                  name={switchName}
                  value={code}
                  checked={currency === code}
                  onChange={() => setCurrency(code)}
                  className={styles.radio}
                />
                <span className={styles.optionLabel}>
                  {code}
                  <span className={visuallyHidden}> ({currencyNames[code]})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className={visuallyHidden} aria-live="polite">
          Prices shown in {currencyNames[currency]}
        </p>

        <ul className={cardGrid({ columns: 4 })}>
          {block.plans.map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <PlanHeading className={styles.planTitle}>{plan.label}</PlanHeading>
              <p className={styles.planSubtitle}>per month</p>
              <p className={styles.price}>
                <span className={styles.amount}>{formatPrice(plan.prices[currency], currency)}</span> only/month
              </p>
            </li>
          ))}
        </ul>

        <div className={styles.includesBox}>
          {block.includes.length > 0 && (
            <>
              <p className={styles.includesTitle}>Every plan includes</p>
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
        <div className={styles.tableScroll} role="region" aria-label={block.tableHeading} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Classes</th>
                {currencies.map((code) => (
                  <th key={code} scope="col" className={code === currency ? styles.chosen : undefined}>
                    {code}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">{plan.classes}</th>
                  {currencies.map((code) => (
                    <td key={code} className={code === currency ? styles.chosen : undefined}>
                      {formatPrice(plan.prices[code], code)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
