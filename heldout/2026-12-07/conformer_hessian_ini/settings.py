import configparser
import os

_HERE = os.path.dirname(os.path.abspath(__file__))


def load(path=os.path.join(_HERE, "settings.ini")):
    cp = configparser.ConfigParser()
    cp.read(path)
    return {
        "start_method": cp.get("runtime", "start_method"),
        "nprocs": cp.getint("runtime", "nprocs"),
        "atoms": cp.getint("molecule", "atoms"),
        "conformers": cp.getint("molecule", "conformers"),
    }
