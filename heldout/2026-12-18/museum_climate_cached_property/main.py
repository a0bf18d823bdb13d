import logging

import alerts
from gallery import Gallery

log = logging.getLogger("climate")


def main():
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    gallery = Gallery.from_json("galleries.json")
    log.info("%s baseline over %d sensors, max variance %.4f", gallery.name, gallery.sensors,
             float(gallery.baseline.max()))
    for group, n in alerts.scan(gallery):
        log.info("sensor group %d: %d humidity excursions", group, n)


if __name__ == "__main__":
    main()
