import configparser
import importlib

cp = configparser.ConfigParser()
cp.read("cider.ini")
spec = cp["bottling"]
bottler = importlib.import_module(f"bottlers.{spec['bottler']}")
bottler.bottle(spec["context"], spec.getint("crates"), spec.getint("bottles_per_crate"))
print("bottling finished")
