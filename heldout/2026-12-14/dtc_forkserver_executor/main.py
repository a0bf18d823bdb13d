from scanner import FleetScanner

if __name__ == "__main__":
    scanner = FleetScanner.from_settings()
    print("sensor baseline:", scanner.baseline())
    for vin, codes in scanner.scan(["JH4KA7650", "1HGCM8263", "WBA3A5C51"]):
        print(vin, codes)
