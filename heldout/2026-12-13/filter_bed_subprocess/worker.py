import sys

from dosing import backwash_load

if __name__ == "__main__":
    bed, hours = int(sys.argv[1]), int(sys.argv[2])
    print(f"bed {bed}: head loss {backwash_load(bed, hours):.1f}")
