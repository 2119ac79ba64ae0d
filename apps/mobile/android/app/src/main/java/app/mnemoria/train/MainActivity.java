package app.mnemoria.train;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
