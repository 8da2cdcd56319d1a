chan_xie_zhao.cor6_2.C
64 128
0
