import configparser

from pressroom import PressRoom

ini = configparser.ConfigParser()
ini.read("press.ini")
room = ini["room"]
PressRoom(room["start_method"], room.getint("presses"), room.getint("sheets")).run()
print("all presses released")
