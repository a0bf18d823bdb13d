import configparser

import boats
import survey


def main():
    ini = configparser.ConfigParser()
    ini.read("survey.ini")
    s = {key: int(value) for key, value in ini["survey"].items()}
    print("mean distance", survey.survey_coast(s["rows"], s["features"], s["marks"]))
    print("trials", boats.trials(s["boats"], s["engine"]))


if __name__ == "__main__":
    main()
