// Numbers more than one program needs (layer, arc).
const float PI = 3.14159265358979324;
