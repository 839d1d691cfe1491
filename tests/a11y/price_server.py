# SPDX-License-Identifier: GPL-3.0-or-later
#
# price_server.py: the providers' price lists on the loopback address, for the walk
#
# Answers like the Azure Retail Prices API and AWS's Price List with the fixtures of
# tests/model/prices/fixtures/ (whose README names the documentation each follows), the way
# tests/bk-test-price-server.c does for the C tests, so that the walk can go through Update
# Prices without the network.

import http.server
import os
import threading
import urllib.parse

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "model", "prices",
                        "fixtures")
AWS_FILE = "/offers/v1.0/aws/AmazonEC2/20261202184207/eu-central-1/index.csv"


class PriceServer:
    def __init__(self):
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                url = urllib.parse.urlsplit(self.path)
                if url.path == "/api/retail/prices":
                    name = "azure-page-2.json" if "$skip" in url.query else "azure-page-1.json"
                    body = server.fixture(name).replace(b"https://prices.azure.com:443",
                                                        server.base.encode())
                    kind = "application/json"
                elif url.path == "/offers/v1.0/aws/index.json":
                    body, kind = server.fixture("aws-index.json"), "application/json"
                elif url.path == "/offers/v1.0/aws/AmazonEC2/current/region_index.json":
                    body, kind = server.fixture("aws-region-index.json"), "application/json"
                elif url.path == AWS_FILE:
                    body, kind = server.fixture("aws-eu-central-1.csv"), "text/csv"
                else:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def fixture(self, name):
        with open(os.path.join(FIXTURES, name), "rb") as f:
            return f.read()

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()
        return False

    def environment(self):
        """What points the app at this server, without the desktop's proxy."""
        return {
            "BREAKEVEN_AZURE_PRICES_URL": self.base + "/api/retail/prices",
            "BREAKEVEN_AWS_PRICES_URL": self.base,
            "GIO_USE_PROXY_RESOLVER": "dummy",
            "no_proxy": "127.0.0.1",
        }
