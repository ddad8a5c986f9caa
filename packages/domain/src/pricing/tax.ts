/**
 * Japan's consumption tax (消費税). Travel products (lodging, transport, tours) are taxed at the
 * standard rate of 10% since 2019-10-01; the 8% reduced rate covers food and newspapers only and
 * never applies here. Prices shown to users are tax-included (DESIGN.md Money; spec §1 hotel cards
 * show a tax-included base price per adult).
 */
export const CONSUMPTION_TAX_RATE = 0.1;
