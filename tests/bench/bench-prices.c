/* bench-prices.c: how fast AWS's price list file for a region is read, and in how much memory
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. Writes a price list file of Amazon EC2 for one region
 * as CSV, in the documented layout (five rows of metadata, the column names, then one row per
 * price with the product's attributes) into a temporary folder (never into the checkout): rows of
 * hundreds of instance types, each on demand and reserved, on every operating system and tenancy,
 * the table's GPU sizes among them. Then it streams the file through the reader in the 64 KiB
 * pieces the download hands over, and reports MB/s and the peak memory above the process's before
 * the read (VmHWM, reset through /proc/self/clear_refs). MB/s are per second of the process's own
 * CPU time, which a busy machine moves less than the wall clock (both are printed). The size is BK_BENCH_PRICES_MB, 500 by
 * default: the whole of EC2's offer file, every region as JSON, was 6.00 GB in July 2024
 * (apache/libcloud pull request 2030), and one large region's file runs to hundreds of MB.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "bk-aws-prices.h"
#include "bk-instance-table.h"
#include "bk-price-offer.h"
#include "bk-test-utils.h"

#define TARGET_MB_PER_S 200.0
#define TARGET_MEMORY_MIB 16.0
#define CHUNK (64 * 1024)

static const char *columns[] = {
  "SKU", "OfferTermCode", "RateCode", "TermType", "PriceDescription", "EffectiveDate",
  "StartingRange", "EndingRange", "Unit", "PricePerUnit", "Currency", "RelatedTo",
  "LeaseContractLength", "PurchaseOption", "OfferingClass", "Product Family", "serviceCode",
  "Location", "Location Type", "Instance Type", "Current Generation", "Instance Family", "vCPU",
  "Physical Processor", "Clock Speed", "Memory", "Storage", "Network Performance",
  "Processor Architecture", "Storage Media", "Volume Type", "Max Volume Size", "Max IOPS/volume",
  "Max IOPS Burst Performance", "Max throughput/volume", "Provisioned", "Tenancy", "EBS Optimized",
  "Operating System", "License Model", "Group", "Group Description", "Transfer Type",
  "From Location", "From Location Type", "To Location", "To Location Type", "usageType",
  "operation", "AvailabilityZone", "CapacityStatus", "ClassicNetworkingSupport",
  "Dedicated EBS Throughput", "ECU", "Elastic Graphics Type", "Enhanced Networking Supported",
  "From Region Code", "GPU", "GPU Memory", "Instance", "Instance Capacity - 10xlarge",
  "Instance Capacity - 12xlarge", "Instance Capacity - 16xlarge", "Instance Capacity - 18xlarge",
  "Instance Capacity - 24xlarge", "Instance Capacity - 2xlarge", "Instance Capacity - 32xlarge",
  "Instance Capacity - 4xlarge", "Instance Capacity - 8xlarge", "Instance Capacity - 9xlarge",
  "Instance Capacity - large", "Instance Capacity - medium", "Instance Capacity - metal",
  "Instance Capacity - xlarge", "instanceSKU", "Intel AVX2 Available", "Intel AVX Available",
  "Intel Turbo Available", "MarketOption", "Normalization Size Factor", "Physical Cores",
  "Pre Installed S/W", "Processor Features", "Product Type", "Region Code", "Resource Type",
  "serviceName", "SnapshotArchiveStorageType", "To Region Code", "Volume API Name",
  "VPCNetworkingSupport",
};

static const char *families[] = {
  "m5", "m6i", "m7i", "m7g", "c5", "c6i", "c7i", "c7g", "r5", "r6i", "r7i", "r7g", "t3", "i4i",
  "x2iedn", "z1d", "g5", "g6", "inf2", "trn1",
};

static const char *sizes[] = {
  "large", "xlarge", "2xlarge", "4xlarge", "8xlarge", "12xlarge", "16xlarge", "24xlarge",
  "48xlarge", "metal",
};

static const char *systems[] = { "Linux", "Windows", "RHEL", "SUSE", "Ubuntu Pro" };
static const char *tenancies[] = { "Shared", "Dedicated", "Host" };
static const char *gpu_sizes[][2] = {
  { "p5.48xlarge", "8" }, { "p5e.48xlarge", "8" }, { "p4de.24xlarge", "8" },
  { "g6e.xlarge", "1" }, { "g6e.12xlarge", "4" }, { "p6-b200.48xlarge", "8" },
};

/* The process's CPU time so far, user and system, in seconds. */
static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6
         + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static guint64
read_status_kib (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, field);
  return line != NULL ? g_ascii_strtoull (line + strlen (field), NULL, 10) : 0;
}

static void
reset_peak (void)
{
  FILE *f = fopen ("/proc/self/clear_refs", "w");

  if (f != NULL)
    {
      fputs ("5", f);
      fclose (f);
    }
}

/* One row: the pricing columns, then the product's attributes, every field quoted. */
static void
write_row (GString    *row,
           guint       n,
           const char *type,
           const char *gpus,
           const char *system,
           const char *tenancy,
           const char *term,
           const char *lease,
           const char *option,
           const char *unit,
           double      price)
{
  char sku[17], price_text[32];

  g_snprintf (sku, sizeof sku, "%016X", n * 2654435761u);
  g_ascii_formatd (price_text, sizeof price_text, "%.10f", price);
  g_string_truncate (row, 0);
  for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
    {
      const char *name = columns[c];
      const char *value = "";

      if (g_str_equal (name, "SKU"))
        value = sku;
      else if (g_str_equal (name, "OfferTermCode"))
        value = g_str_equal (term, "OnDemand") ? "JRTCKXETXF" : "6QCMYABX3D";
      else if (g_str_equal (name, "RateCode"))
        value = "6QCMYABX3D.2TG2D8R56U";
      else if (g_str_equal (name, "TermType"))
        value = term;
      else if (g_str_equal (name, "PriceDescription"))
        value = "USD 0.1 per Linux/UNIX (Amazon VPC), m5.large reserved instance applied";
      else if (g_str_equal (name, "EffectiveDate"))
        value = "2026-11-01";
      else if (g_str_equal (name, "StartingRange"))
        value = "0";
      else if (g_str_equal (name, "EndingRange"))
        value = "Inf";
      else if (g_str_equal (name, "Unit"))
        value = unit;
      else if (g_str_equal (name, "PricePerUnit"))
        value = price_text;
      else if (g_str_equal (name, "Currency"))
        value = "USD";
      else if (g_str_equal (name, "LeaseContractLength"))
        value = lease;
      else if (g_str_equal (name, "PurchaseOption"))
        value = option;
      else if (g_str_equal (name, "OfferingClass"))
        value = lease[0] != '\0' ? "standard" : "";
      else if (g_str_equal (name, "Product Family"))
        value = "Compute Instance";
      else if (g_str_equal (name, "serviceCode"))
        value = "AmazonEC2";
      else if (g_str_equal (name, "Location"))
        value = "EU (Frankfurt)";
      else if (g_str_equal (name, "Location Type"))
        value = "AWS Region";
      else if (g_str_equal (name, "Instance Type"))
        value = type;
      else if (g_str_equal (name, "Current Generation"))
        value = "Yes";
      else if (g_str_equal (name, "Instance Family"))
        value = "General purpose";
      else if (g_str_equal (name, "vCPU"))
        value = "96";
      else if (g_str_equal (name, "Physical Processor"))
        value = "Intel Xeon Platinum 8488C";
      else if (g_str_equal (name, "Clock Speed"))
        value = "3.2 GHz";
      else if (g_str_equal (name, "Memory"))
        value = "384 GiB";
      else if (g_str_equal (name, "Storage"))
        value = "EBS only";
      else if (g_str_equal (name, "Network Performance"))
        value = "Up to 50 Gigabit";
      else if (g_str_equal (name, "Processor Architecture"))
        value = "64-bit";
      else if (g_str_equal (name, "Tenancy"))
        value = tenancy;
      else if (g_str_equal (name, "EBS Optimized"))
        value = "Yes";
      else if (g_str_equal (name, "Operating System"))
        value = system;
      else if (g_str_equal (name, "License Model"))
        value = "No License required";
      else if (g_str_equal (name, "usageType"))
        value = "EUC1-BoxUsage:m7i.24xlarge";
      else if (g_str_equal (name, "operation"))
        value = "RunInstances";
      else if (g_str_equal (name, "CapacityStatus"))
        value = "Used";
      else if (g_str_equal (name, "Dedicated EBS Throughput"))
        value = "Up to 30000 Mbps";
      else if (g_str_equal (name, "Enhanced Networking Supported"))
        value = "Yes";
      else if (g_str_equal (name, "GPU"))
        value = gpus;
      else if (g_str_equal (name, "Intel AVX2 Available") || g_str_equal (name, "Intel AVX Available")
               || g_str_equal (name, "Intel Turbo Available"))
        value = "Yes";
      else if (g_str_equal (name, "MarketOption"))
        value = "OnDemand";
      else if (g_str_equal (name, "Normalization Size Factor"))
        value = "192";
      else if (g_str_equal (name, "Physical Cores"))
        value = "48";
      else if (g_str_equal (name, "Pre Installed S/W"))
        value = "NA";
      else if (g_str_equal (name, "Processor Features"))
        value = "Intel AMX; Intel AVX; Intel AVX2; Intel AVX512; Intel Turbo";
      else if (g_str_equal (name, "Region Code"))
        value = "eu-central-1";
      else if (g_str_equal (name, "serviceName"))
        value = "Amazon Elastic Compute Cloud";
      else if (g_str_equal (name, "VPCNetworkingSupport"))
        value = "true";

      g_string_append_printf (row, "%s\"%s\"", c > 0 ? "," : "", value);
    }
  g_string_append_c (row, '\n');
}

/* Writes about @bytes of price list; returns its size. */
static guint64
write_file (const char *path,
            guint64     bytes)
{
  FILE *out = fopen (path, "w");
  g_autoptr(GString) row = g_string_new (NULL);
  guint64 size = 0;
  guint n = 0;

  g_assert_nonnull (out);
  fputs ("\"FormatVersion\",\"v1.0\"\n\"Disclaimer\",\"This pricing list is for informational "
         "purposes only.\"\n\"Publication Date\",\"2026-12-02T18:42:07Z\"\n\"Version\","
         "\"20261202184207\"\n\"OfferCode\",\"AmazonEC2\"\n", out);
  for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
    fprintf (out, "%s\"%s\"", c > 0 ? "," : "", columns[c]);
  fputc ('\n', out);

  while (size < bytes)
    {
      char type[64];
      const char *gpus = "";
      /* Four rows a product (on demand and three reserved terms); one product in fifty is of a
       * GPU size of the table. */
      guint product = n / 4;
      const char *system = systems[product % G_N_ELEMENTS (systems)];
      const char *tenancy = tenancies[(product / 5) % G_N_ELEMENTS (tenancies)];
      double price = 0.05 + (product % 997) * 0.137;

      if (product % 50 == 0)
        {
          guint g = (product / 50) % G_N_ELEMENTS (gpu_sizes);

          g_strlcpy (type, gpu_sizes[g][0], sizeof type);
          gpus = gpu_sizes[g][1];
        }
      else
        g_snprintf (type, sizeof type, "%s.%s", families[product % G_N_ELEMENTS (families)],
                    sizes[(product / 7) % G_N_ELEMENTS (sizes)]);

      switch (n % 4)
        {
        case 0:
          write_row (row, n, type, gpus, system, tenancy, "OnDemand", "", "", "Hrs", price);
          break;
        case 1:
          write_row (row, n, type, gpus, system, tenancy, "Reserved", "1yr", "No Upfront", "Hrs",
                     price * 0.7);
          break;
        case 2:
          write_row (row, n, type, gpus, system, tenancy, "Reserved", "3yr", "Partial Upfront",
                     "Quantity", price * 8760);
          break;
        default:
          write_row (row, n, type, gpus, system, tenancy, "Reserved", "3yr", "Partial Upfront",
                     "Hrs", price * 0.3);
          break;
        }
      fwrite (row->str, 1, row->len, out);
      size += row->len;
      n++;
    }
  fclose (out);

  return size;
}

int
main (void)
{
  const char *mb_text = g_getenv ("BK_BENCH_PRICES_MB");
  guint64 bytes = (mb_text != NULL ? g_ascii_strtoull (mb_text, NULL, 10) : 500) * 1000 * 1000;
  g_autofree char *dir = g_dir_make_tmp ("bk-bench-prices-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "index.csv", NULL);
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  g_autoptr(BkAwsPriceReader) reader = NULL;
  g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *buffer = g_malloc (CHUNK);
  guint64 size, before, peak;
  gint64 start, end;
  double cpu_start, seconds, cpu, mb_per_s, mib;
  FILE *in;
  gsize n;

  g_assert_nonnull (dir);
  size = write_file (path, bytes);

  reader = bk_aws_price_reader_new (table, "eu-central-1", "2026-12-04");
  in = fopen (path, "r");
  g_assert_nonnull (in);

  reset_peak ();
  before = read_status_kib ("VmRSS:");
  start = g_get_monotonic_time ();
  cpu_start = cpu_seconds ();
  while ((n = fread (buffer, 1, CHUNK, in)) > 0)
    {
      if (!bk_aws_price_reader_feed (reader, buffer, n, &error))
        break;
    }
  if (error == NULL)
    bk_aws_price_reader_finish (reader, offers, &error);
  end = g_get_monotonic_time ();
  cpu = cpu_seconds () - cpu_start;
  peak = read_status_kib ("VmHWM:");
  g_assert_no_error (error);
  fclose (in);
  g_unlink (path);
  g_rmdir (dir);

  seconds = (end - start) / 1e6;
  mb_per_s = size / 1e6 / cpu;
  mib = peak > before ? (peak - before) / 1024.0 : 0;

  printf ("prices: AWS price list CSV, %.0f MB (%" G_GUINT64_FORMAT " lines) read in %.2f s of "
          "CPU (%.2f s wall): %.0f MB/s, peak memory %.1f MiB above the %.1f MiB before; %u "
          "offers\n", size / 1e6, bk_aws_price_reader_get_lines (reader), cpu, seconds, mb_per_s,
          mib, before / 1024.0, offers->len);
  printf ("| prices: AWS price list CSV (%.0f MB) | %.0f MB/s | ≥ %.0f MB/s | %s |\n", size / 1e6,
          mb_per_s, TARGET_MB_PER_S, mb_per_s >= TARGET_MB_PER_S ? "met" : "MISSED");
  printf ("| prices: AWS price list CSV (%.0f MB), peak memory | +%.1f MiB | ≤ %.0f MiB | %s |\n",
          size / 1e6, mib, TARGET_MEMORY_MIB, mib <= TARGET_MEMORY_MIB ? "met" : "MISSED");

  return mb_per_s >= TARGET_MB_PER_S && mib <= TARGET_MEMORY_MIB ? EXIT_SUCCESS : EXIT_FAILURE;
}
