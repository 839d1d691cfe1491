/* bk-price-regions.c: the providers' regions a team fetches prices for
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The regions the app offers to pick, with the providers' own names for them, and the one it
 * starts from: the region nearest the team's country, taken from the locale (a German team gets
 * Germany West Central and Europe (Frankfurt)). Any other region code a provider knows can be
 * given on the command line.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "bk-price-offer.h"
#include "bk-price-regions.h"

static const BkPriceRegion regions[] = {
  { BK_PRICE_SOURCE_AZURE, "germanywestcentral", "Germany West Central" },
  { BK_PRICE_SOURCE_AZURE, "westeurope", "West Europe" },
  { BK_PRICE_SOURCE_AZURE, "northeurope", "North Europe" },
  { BK_PRICE_SOURCE_AZURE, "francecentral", "France Central" },
  { BK_PRICE_SOURCE_AZURE, "swedencentral", "Sweden Central" },
  { BK_PRICE_SOURCE_AZURE, "switzerlandnorth", "Switzerland North" },
  { BK_PRICE_SOURCE_AZURE, "uksouth", "UK South" },
  { BK_PRICE_SOURCE_AZURE, "eastus", "East US" },
  { BK_PRICE_SOURCE_AZURE, "eastus2", "East US 2" },
  { BK_PRICE_SOURCE_AZURE, "southcentralus", "South Central US" },
  { BK_PRICE_SOURCE_AZURE, "westus3", "West US 3" },
  { BK_PRICE_SOURCE_AWS, "eu-central-1", "Europe (Frankfurt)" },
  { BK_PRICE_SOURCE_AWS, "eu-west-1", "Europe (Ireland)" },
  { BK_PRICE_SOURCE_AWS, "eu-west-2", "Europe (London)" },
  { BK_PRICE_SOURCE_AWS, "eu-west-3", "Europe (Paris)" },
  { BK_PRICE_SOURCE_AWS, "eu-north-1", "Europe (Stockholm)" },
  { BK_PRICE_SOURCE_AWS, "eu-central-2", "Europe (Zurich)" },
  { BK_PRICE_SOURCE_AWS, "us-east-1", "US East (N. Virginia)" },
  { BK_PRICE_SOURCE_AWS, "us-east-2", "US East (Ohio)" },
  { BK_PRICE_SOURCE_AWS, "us-west-2", "US West (Oregon)" },
};

/* Countries and their nearest regions, Azure's and AWS's; the last is for every other. */
static const struct
{
  const char *territories;   /* ISO 3166 codes, separated by spaces */
  const char *azure;
  const char *aws;
  const char *currency;
} nearest[] = {
  { "DE AT LU", "germanywestcentral", "eu-central-1", "EUR" },
  { "CH LI", "switzerlandnorth", "eu-central-2", "CHF" },
  { "FR BE MC", "francecentral", "eu-west-3", "EUR" },
  { "NL", "westeurope", "eu-west-1", "EUR" },
  { "IE", "northeurope", "eu-west-1", "EUR" },
  { "GB", "uksouth", "eu-west-2", "GBP" },
  { "SE", "swedencentral", "eu-north-1", "EUR" },
  { "US", "eastus", "us-east-1", "USD" },
  { "", "westeurope", "eu-central-1", "EUR" },
};

/* bk_price_regions_list:
 * @n_regions: (out): how many
 *
 * Returns: (array length=n_regions): the regions the app offers to pick, Azure's first
 */
const BkPriceRegion *
bk_price_regions_list (guint *n_regions)
{
  *n_regions = G_N_ELEMENTS (regions);
  return regions;
}

/* bk_price_region_get_name:
 *
 * Returns: the provider's name for the region, or the code itself for one the app does not list
 */
const char *
bk_price_region_get_name (BkPriceSource  source,
                          const char    *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (regions); i++)
    if (regions[i].source == source && g_strcmp0 (regions[i].code, code) == 0)
      return regions[i].name;

  return code;
}

/* bk_price_region_parse:
 * @source: (out): whose region it is
 *
 * Tells the providers' codes apart by their form: AWS's have dashes and end in a digit
 * ("eu-central-1"), Azure's are lower-case letters and digits ("germanywestcentral").
 *
 * Returns: whether @code has the form of a region code
 */
gboolean
bk_price_region_parse (const char    *code,
                       BkPriceSource *source)
{
  gsize length;
  gboolean dashes = FALSE;

  if (code == NULL || (length = strlen (code)) < 2 || length > 40)
    return FALSE;

  for (gsize i = 0; i < length; i++)
    {
      if (code[i] == '-')
        {
          if (i == 0 || code[i - 1] == '-')
            return FALSE;
          dashes = TRUE;
        }
      else if (!g_ascii_islower (code[i]) && !g_ascii_isdigit (code[i]))
        return FALSE;
    }

  if (dashes && !g_ascii_isdigit (code[length - 1]))
    return FALSE;

  *source = dashes ? BK_PRICE_SOURCE_AWS : BK_PRICE_SOURCE_AZURE;
  return TRUE;
}

static guint
nearest_for (const char *territory)
{
  for (guint i = 0; i + 1 < G_N_ELEMENTS (nearest); i++)
    {
      g_auto(GStrv) codes = g_strsplit (nearest[i].territories, " ", -1);

      if (territory != NULL && g_strv_contains ((const char * const *) codes, territory))
        return i;
    }

  return G_N_ELEMENTS (nearest) - 1;
}

/* bk_price_region_default:
 * @territory: (nullable): the team's country, such as "DE", see bk_price_region_dup_territory()
 *
 * Returns: the provider's region nearest the country
 */
const char *
bk_price_region_default (BkPriceSource  source,
                         const char    *territory)
{
  guint i = nearest_for (territory);

  return source == BK_PRICE_SOURCE_AZURE ? nearest[i].azure : nearest[i].aws;
}

/* bk_price_region_default_currency:
 *
 * Returns: the currency of the country, for the prices asked of Azure when no profile says
 */
const char *
bk_price_region_default_currency (const char *territory)
{
  return nearest[nearest_for (territory)].currency;
}

/* bk_price_region_dup_territory:
 *
 * Returns: (transfer full) (nullable): the country of the locale's messages or, failing that,
 *   of its money ("DE" for de_DE.UTF-8), or %NULL when it names none
 */
char *
bk_price_region_dup_territory (void)
{
  const char *names[] = { g_getenv ("LC_ALL"), g_getenv ("LC_MONETARY"), g_getenv ("LANG"),
                          setlocale (LC_MESSAGES, NULL) };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *underscore;

      if (names[i] == NULL || (underscore = strchr (names[i], '_')) == NULL)
        continue;
      if (g_ascii_isupper (underscore[1]) && g_ascii_isupper (underscore[2])
          && !g_ascii_isalpha (underscore[3]))
        return g_strndup (underscore + 1, 2);
    }

  return NULL;
}
