from calibrate import offset_level, probe_offsets
from config import PLANT
from lines import check_lines


def main():
    tolerance = offset_level(probe_offsets(PLANT.sensors, PLANT.calib_samples)) / 8
    print("tolerance", round(tolerance, 4))
    for line, alarms in check_lines(PLANT, tolerance):
        print("line", line, "alarms", alarms)


if __name__ == "__main__":
    main()
