import coverage
import district

if __name__ == "__main__":
    hydrants, buildings = district.load("north-ward")
    reach = coverage.coverage_map(hydrants, buildings)
    print("buildings covered:", reach)
