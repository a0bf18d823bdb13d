import configparser

from proxy import DepotProxy


def main():
    ini = configparser.ConfigParser()
    ini.read("depot.ini")
    cfg = {k: int(v) for k, v in ini["depot"].items()}
    depot = DepotProxy("branch line", cfg)
    print("track gram", float(depot.survey_track().trace()))
    depot.run_trains()


if __name__ == "__main__":
    main()
