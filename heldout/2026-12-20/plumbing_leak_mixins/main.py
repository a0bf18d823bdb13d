import configparser

from survey import LeakSurvey


def main():
    cfg = configparser.ConfigParser()
    cfg.read("acoustic.ini")
    survey = LeakSurvey().calibrate(cfg.getint("hydrophones", "channels"),
                                    cfg.getint("hydrophones", "samples"))
    streets = [s.strip() for s in cfg.get("jobs", "streets").split(",")]
    for street, hits in survey.run(streets, cfg.getint("jobs", "segments")):
        print(f"{street:12} {hits} suspected leak segments")


if __name__ == "__main__":
    main()
