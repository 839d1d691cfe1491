/* bk-test-price-server.h: a local server that answers like the providers' price lists
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. A SoupServer on the loopback address, in a thread of
 * its own (so that a test may run the command line or wait in its own main loop), answers like
 * the Azure Retail Prices API and AWS's Price List with the fixtures of
 * tests/model/prices/fixtures/ (whose README names the documentation each follows), or with the
 * hostile answers an update must survive.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BK_TEST_PRICES_NORMAL,
  BK_TEST_PRICES_CHANGED,        /* a week later: Azure's on-demand price is €80.00, not €84.08 */
  BK_TEST_PRICES_ERROR_500,
  BK_TEST_PRICES_TOO_MANY,       /* 429 with Retry-After: 120 */
  BK_TEST_PRICES_TOO_MANY_ONCE,  /* 429 with Retry-After: 1, then the answer */
  BK_TEST_PRICES_REDIRECT_LOOP,
  BK_TEST_PRICES_TRUNCATED,
  BK_TEST_PRICES_HTML,
  BK_TEST_PRICES_HUGE,           /* a 2 GB body */
  BK_TEST_PRICES_STALLED,        /* the first bytes, then nothing */
  BK_TEST_PRICES_FOREIGN_LINK,   /* a NextPageLink on another server */
  BK_TEST_PRICES_AWS_HTML,       /* an HTML page where AWS's file belongs */
} BkTestPricesMode;

void        bk_test_price_server_start        (void);
void        bk_test_price_server_stop         (void);
const char *bk_test_price_server_get_base     (void);
void        bk_test_price_server_set_mode     (BkTestPricesMode mode);
guint       bk_test_price_server_get_requests (void);
void        bk_test_price_server_point_app    (void);

G_END_DECLS
