import configparser
import os

import dedupe
import screening

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(HERE, "intake.ini"))
    batch = dedupe.todays_applicants(cfg.getint("intake", "applicants"), cfg.getint("intake", "features"))
    unique = dedupe.drop_duplicates(batch)
    print(f"{unique.shape[0]} unique of {batch.shape[0]} applicants")
    print(screening.screen_all(unique.shape[0], cfg.getint("screening", "rubric_items")))
